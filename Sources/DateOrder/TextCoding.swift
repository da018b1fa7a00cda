/// The one way the library's values that are written as text (`DateFieldOrder` as `"DMY"`, `DateTemplate` as
/// `"yMMMd"`) are read and written as a single string.
enum TextCoding {
    /// Decodes a string and turns it into a value, or fails naming what the string was not.
    static func decode<Value>(
        _ decoder: any Decoder, as what: String, _ make: (String) -> Value?
    ) throws -> Value {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = make(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Not \(what): \(text)"))
        }
        return value
    }

    /// Encodes a value as its text.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
