/// What detection found for one pattern and the fields its template asked for.
///
/// Detection never guesses: when a pattern lacks a field the template asked for, the result says which
/// fields are missing and keeps the pattern, instead of inventing an order.
package enum OrderResult: Hashable, Sendable, CustomStringConvertible {
    /// Every requested field is present; these are all the date fields of the pattern, in writing order.
    case order(DateFieldOrder)
    /// The pattern lacks some requested fields.
    case missingFields([DateField], pattern: String)

    /// The detected order, or `nil` when fields are missing.
    package var order: DateFieldOrder? {
        if case .order(let order) = self { return order }
        return nil
    }

    /// The order code (`"DMY"`), or `"missing Y"`-style text naming the absent fields.
    package var code: String {
        switch self {
        case .order(let order): order.code
        case .missingFields(let fields, _): "missing " + fields.map(\.letter).joined()
        }
    }

    /// The same as ``code``.
    package var description: String { code }

    /// Detects the order of `pattern` for the fields a template asked for.
    ///
    /// The order lists every date field of the pattern by first appearance; if any requested field does not
    /// occur, the result is `.missingFields`.
    package static func detect(pattern: String, requested: Set<DateField>) -> OrderResult {
        detect(tokens: PatternTokenizer.tokenize(pattern), pattern: pattern, requested: requested)
    }

    /// Detects the order from an already tokenized pattern.
    package static func detect(tokens: [PatternToken], pattern: String, requested: Set<DateField>) -> OrderResult {
        let order = DateFieldOrder(tokens.compactMap(\.dateField))
        let missing = requested.subtracting(order.fields).sorted()
        if !missing.isEmpty { return .missingFields(missing, pattern: pattern) }
        return .order(order)
    }
}
