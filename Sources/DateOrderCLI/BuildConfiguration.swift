import Foundation

/// Settings for `dateorder build` kept in a JSON file (by default `atlas.json` in the working directory),
/// so CI and people run the same build. Every key is optional; the command line overrides each one.
///
/// ```json
/// { "output": "site", "baseURL": "https://example.org/atlas/", "templates": ["yMMMEd"],
///   "locales": ["ja_JP@calendar=japanese"], "only": ["ja_JP", "en_US"], "previous": "old/locales.json",
///   "templatesDirectory": "Templates" }
/// ```
struct BuildConfiguration: Decodable, Equatable {
    var output: String?
    var baseURL: String?
    var templates: [String]?
    var locales: [String]?
    var only: [String]?
    var previous: String?
    var templatesDirectory: String?

    static let defaultFile = "atlas.json"
    static let keys: Set<String> = [
        "output", "baseURL", "templates", "locales", "only", "previous", "templatesDirectory",
    ]

    /// Reads a configuration file; a missing default file is an empty configuration, anything else wrong is a
    /// usage error naming the file and the problem (unknown keys included, to catch typos).
    static func load(path: String?, workingDirectory: URL) throws(UsageError) -> BuildConfiguration {
        let name = path ?? defaultFile
        let url = PathResolution.resolve(name, in: workingDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if path == nil { return BuildConfiguration() }
            throw UsageError("configuration file \(name) cannot be read", usage: Usage.build)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw UsageError("configuration file \(name) is not a JSON object", usage: Usage.build)
        }
        if let unknown = Set(object.keys).subtracting(keys).sorted().first {
            throw UsageError(
                "configuration file \(name): unknown key \"\(unknown)\" (known: \(keys.sorted().joined(separator: ", ")))",
                usage: Usage.build)
        }
        do {
            return try JSONDecoder().decode(BuildConfiguration.self, from: data)
        } catch {
            throw UsageError(
                "configuration file \(name): a value has the wrong type (strings, and lists of strings for "
                    + "templates, locales and only)", usage: Usage.build)
        }
    }
}
