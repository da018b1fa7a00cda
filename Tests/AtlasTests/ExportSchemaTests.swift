import Foundation
import TestSupport
import Testing

@testable import Atlas

/// `Tests/Schema/locales.schema.json` is what consumers of `data/locales.json` generate types from: a key the
/// export writes for every locale must be `required` there, and a required key must be written for every locale.
@Suite("The export's schema")
struct ExportSchemaTests {
    static func schema() throws -> [String: Any] {
        let url = TestPaths.root.appendingPathComponent("Tests/Schema/locales.schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try #require(object as? [String: Any])
    }

    /// The keys of every object at `path` (`[]` for a record, `["time"]` for its time picker), in every record,
    /// and those in some record only.
    static func keys(_ records: [[String: Any]], at path: [String]) -> (always: Set<String>, sometimes: Set<String>) {
        let objects = records.compactMap { record in
            path.reduce(record as [String: Any]?) { $0?[$1] as? [String: Any] }
        }
        let sets = objects.map { Set($0.keys) }
        let always = sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }
        return (always, sets.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(always))
    }

    @Test("Every key written for every locale is required, and every required key is written for every locale")
    func requiredMatchesTheExport() throws {
        let data = try #require(GeneratedSite.files.files["data/locales.json"])
        let records = try #require(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let definitions = try #require(Self.schema()["$defs"] as? [String: Any])
        let record = try #require(definitions["record"] as? [String: Any])
        let recordProperties = try #require(record["properties"] as? [String: Any])
        let time = try #require(recordProperties["time"] as? [String: Any])
        for (path, object) in [([String](), record), (["time"], time)] {
            let required = Set(try #require(object["required"] as? [String]))
            let properties = Set(try #require(object["properties"] as? [String: Any]).keys)
            let (always, sometimes) = Self.keys(records, at: path)
            let place = path.isEmpty ? "a record" : path.joined(separator: ".")
            #expect(always.subtracting(required).isEmpty, "\(place): written everywhere, not required")
            #expect(required.subtracting(always).isEmpty, "\(place): required, not written everywhere")
            #expect(sometimes.subtracting(properties).isEmpty, "\(place): written, not described")
        }
    }
}
