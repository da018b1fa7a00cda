import DateOrder
import Foundation
import LocaleProfiles

/// Deterministic JSON: sorted keys, pretty printed, slashes unescaped, a final newline.
public enum JSONExport {
    /// Encodes any value the way every JSON file of the atlas is encoded.
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The records of every profile, as `data/locales.json`; `aliases` gives each identifier's other names. The
    /// same bytes as `encode(_:)` of the records, written directly (`JSONText`): `JSONEncoder` took 4 % of a build.
    public static func locales(_ profiles: [LocaleProfile], aliases: [String: [String]] = [:]) -> String {
        records(LocaleRecord.records(profiles, aliases: aliases))
    }

    /// Records as `encode(_:)` writes them, written directly.
    public static func records(_ records: [LocaleRecord]) -> String {
        JSONText.array(records.map(\.json)).text + "\n"
    }
}
