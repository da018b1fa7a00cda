// A libFuzzer target for the pattern tokenizer, order detection and identifier resolution. Compiled together
// with Sources/DateOrder (see scripts/fuzz):
//
//   swiftc -sanitize=fuzzer,address -package-name DateOrderAtlas -parse-as-library Sources/DateOrder/*.swift Sources/LocaleProfiles/IdentifierResolver.swift \
//       Sources/LocaleProfiles/Visible.swift Tests/TestSupport/ReferenceReading.swift Fuzz/TokenizerFuzz.swift -o fuzz-tokenizer
//
// Each input is read as UTF-8 (invalid bytes become U+FFFD) and checked against the independent byte-level
// reading the unit tests use (Tests/TestSupport/ReferenceReading.swift); any violated invariant stops the
// fuzzer with a message, and libFuzzer saves the input.

/// Stops the run with the offending input's description.
func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: String) {
    if !condition { fatalError("\(message()) for input \(input.debugDescription)") }
}

let resolver = IdentifierResolver(identifiers: ["en", "en_US", "ja_JP", "sr_Latn_RS", "de", "zh_Hant_TW"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)

    // Tokenizer: maximal runs, merged literals, and the tokens reassemble the unquoted pattern.
    let tokens = PatternTokenizer.tokenize(input)
    var previous: PatternToken?
    var joined: [UInt8] = []
    for token in tokens {
        switch (previous, token) {
        case (.literal?, .literal): check(false, "two literal tokens in a row", input)
        case (.field(let a, _)?, .field(let b, _)): check(a != b, "a run split in two", input)
        default: break
        }
        switch token {
        case .field(let letter, let count):
            check(
                count >= 1 && letter.unicodeScalars.count == 1
                    && PatternTokenizer.isPatternLetter(letter.unicodeScalars.first!), "bad field token", input)
            joined += Array(String(repeating: String(letter), count: count).utf8)
        case .literal(let text):
            check(!text.isEmpty, "empty literal", input)
            joined += Array(text.utf8)
        }
        previous = token
    }
    check(
        joined == Array(ReferenceReading.unquoted(input).utf8), "tokens do not reassemble the unquoted pattern", input)

    // Detection agrees with the byte-level reading and never invents a field.
    let result = OrderResult.detect(pattern: input, requested: [])
    check(
        result.code == ReferenceReading.order(of: input), "order \(result.code) ≠ \(ReferenceReading.order(of: input))",
        input)
    let full = OrderResult.detect(pattern: input, requested: Set(DateField.allCases))
    if case .order(let order) = full { check(order.fields.count == 3, "full order without three fields", input) }

    // Templates: a template exists exactly when the pattern has a field token.
    let hasField = tokens.contains { if case .field = $0 { true } else { false } }
    check((DateTemplate(input) != nil) == hasField, "template validity disagrees with the tokens", input)

    // Order codes parse back; identifiers resolve or fail without trapping, and a success is well-formed.
    if let order = DateFieldOrder(code: input) {
        check(DateFieldOrder(code: order.code) == order, "order code round trip", input)
    }
    if case .success(let identifier) = resolver.resolve(input) {
        check(
            identifier.unicodeScalars.allSatisfy { $0.isASCII && $0 != "/" && $0 != "\0" },
            "unsafe identifier \(identifier)", input)
    }
    return 0
}
