/// An order result is stored as its code: `"DMY"`, or `"missing Y"` when fields are missing.
///
/// Decoding `"missing …"` cannot recover the pattern; the pattern is stored beside the order wherever
/// results are stored, so decoded values carry an empty pattern.
extension OrderResult: Codable {
    package init(from decoder: any Decoder) throws {
        let code = try decoder.singleValueContainer().decode(String.self)
        if let order = DateFieldOrder(code: code) {
            self = .order(order)
        } else if code.hasPrefix("missing "), let missing = DateFieldOrder(code: String(code.dropFirst(8))) {
            self = .missingFields(missing.fields, pattern: "")
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Not an order: \(code)")
            )
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
