import DateOrder
import Foundation
import LocaleProfiles

/// Deterministic JSON: sorted keys, pretty printed, slashes unescaped, a final newline.
package enum JSONExport {
    /// Encodes any value the way every JSON file of the atlas is encoded.
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The records of every profile, as `data/locales.json`; `aliases` gives each identifier's other names.
    package static func locales(_ profiles: [LocaleProfile], aliases: [String: [String]] = [:]) -> String {
        records(LocaleRecord.records(profiles, aliases: aliases))
    }

    /// Records as `data/locales.json` holds them.
    package static func records(_ records: [LocaleRecord]) -> String {
        do {
            return try encode(records)
        } catch {
            // Every value of a record is a string, number, Boolean, array or dictionary of them.
            preconditionFailure("a locale record could not be encoded: \(error)")
        }
    }
}
