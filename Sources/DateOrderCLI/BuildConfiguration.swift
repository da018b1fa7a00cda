import Atlas
import Foundation
import LocaleProfiles

/// Settings for `dateorder build` kept in a JSON file (by default `atlas.json` in the working directory),
/// so CI and people run the same build. Every key is optional; the command line overrides each one.
///
/// ```json
/// { "output": "site", "baseURL": "https://example.org/atlas/",
///   "packageURL": "https://github.com/OWNER/DateOrderAtlas.git", "templates": ["yMMMEd"],
///   "locales": ["ja_JP@calendar=japanese"], "only": ["ja_JP", "en_US"], "previous": "old/locales.json",
///   "templatesDirectory": "Templates" }
/// ```
struct BuildConfiguration: Decodable, Equatable {
    var output: String?
    var baseURL: String?
    var packageURL: String?
    var templates: [String]?
    var locales: [String]?
    var only: [String]?
    var previous: String?
    var templatesDirectory: String?

    static let defaultFile = "atlas.json"
    static let keys: Set<String> = [
        "output", "baseURL", "packageURL", "templates", "locales", "only", "previous", "templatesDirectory",
    ]
    /// The keys whose values are lists of strings; the others take one string.
    static let listKeys: Set<String> = ["templates", "locales", "only"]

    /// A usage message about an option's value rewritten for the configuration key it came from:
    /// `--output needs a path` is `'output' needs a path`, `--locale: unknown …` is `'locales': unknown …`, and a
    /// message that names no option (`empty template`) gets the key in front; keys are quoted as in every other
    /// message about the file (`'output' must be a string`).
    static func message(_ message: String, option: String, key: String) -> String {
        let quoted = Visible.quoted(key)
        for separator in [":", " "] where message.hasPrefix(option + separator) {
            return quoted + message.dropFirst(option.count)
        }
        return quoted + ": " + message
    }

    /// Reads a configuration file and returns it with the file it came from (`nil` when the default file does not
    /// exist, which is an empty configuration). Anything else wrong is a usage error naming the file and the
    /// problem: unknown keys (to catch typos) and keys given twice (JSON parsers keep one silently) included.
    static func load(path: String?, workingDirectory: URL) throws(UsageError) -> (BuildConfiguration, file: URL?) {
        let name = Visible.path(path ?? defaultFile)
        let url = PathResolution.resolve(path ?? defaultFile, in: workingDirectory)
        // Absent means no entry at all: a link whose target is gone is a file that cannot be read, said so below.
        if path == nil, !FileManager.default.fileExists(atPath: url.path),
            (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil
        {
            return (BuildConfiguration(), nil)
        }
        let bytes: Data
        switch FileBytes.input(url.path, maximum: 1 << 20) {
        case .success(let data): bytes = data
        case .failure(let reason):
            throw UsageError("configuration file \(name) cannot be read: \(reason)", usage: Usage.build)
        }
        // Decoded to UTF-8 first (a byte order mark, UTF-16, UTF-32), so the parser, the decoder and the scan for
        // repeated keys all read the same text.
        let data = Data(TopLevelKeys.utf8(bytes))
        // JSON as RFC 8259 has it, its first mistake named and placed (Foundation's parser says "Invalid value" for
        // most, and takes a comma before a closing bracket, which a file CI or another tool reads must not have).
        if let problem = JSONSyntax.firstProblem(in: [UInt8](data)) {
            throw UsageError("configuration file \(name) is not valid JSON: \(problem)", usage: Usage.build)
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            // What the check above let through (nesting deeper than the parser takes): the parser's own words, its
            // place as a line and a column.
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw UsageError(
                "configuration file \(name) is not valid JSON"
                    + (reason.map { ": " + Visible.text(TextPosition.jsonReason($0, in: [UInt8](data))) } ?? ""),
                usage: Usage.build)
        }
        guard let object = parsed as? [String: Any] else {
            throw UsageError(
                "configuration file \(name) is not a JSON object ({ \"output\": \"site\", … })", usage: Usage.build)
        }
        if let unknown = Set(object.keys).subtracting(keys).sorted().first {
            throw UsageError(
                "configuration file \(name): unknown key \(Visible.quoted(unknown))"
                    + IdentifierResolver.didYouMean(nearKeys(unknown))
                    + " (known: \(keys.sorted().joined(separator: ", ")))",
                usage: Usage.build)
        }
        if let repeated = TopLevelKeys.firstRepeated(in: data) {
            throw UsageError(
                "configuration file \(name): key \(Visible.quoted(repeated)) is given more than once",
                usage: Usage.build)
        }
        // `null` would decode as a key left out; it is more likely a mistake than a way to ask for the default.
        if let key = object.keys.sorted().first(where: { object[$0] is NSNull }) {
            throw UsageError(
                "configuration file \(name): \(Visible.quoted(key)) must be \(expected(key)), not null (leave the key "
                    + "out for the default)", usage: Usage.build)
        }
        do {
            return (try JSONDecoder().decode(BuildConfiguration.self, from: data), url)
        } catch {
            // The key whose value has the wrong type, and what it takes.
            var key: String?
            switch error {
            case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                key = context.codingPath.first?.stringValue
            default: break
            }
            guard let key, keys.contains(key) else {
                throw UsageError(
                    "configuration file \(name): a value has the wrong type (strings, and lists of strings for "
                        + "templates, locales and only)", usage: Usage.build)
            }
            throw UsageError(
                "configuration file \(name): \(Visible.quoted(key)) must be \(expected(key))", usage: Usage.build)
        }
    }

    /// The keys one or two letters off `word`, case aside (`baseUrl`, `outptu`, `Only`), as typos are.
    static func nearKeys(_ word: String) -> [String] {
        let byLowercase = Dictionary(uniqueKeysWithValues: keys.sorted().map { ($0.lowercased(), $0) })
        return IdentifierResolver.near(word, among: keys.sorted().map { $0.lowercased() }).compactMap {
            byLowercase[$0]
        }
    }

    /// What a key's value must be, in words.
    static func expected(_ key: String) -> String {
        listKeys.contains(key) ? "a list of strings" : "a string"
    }
}
