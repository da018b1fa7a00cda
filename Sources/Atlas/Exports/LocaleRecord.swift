import DateOrder
import LocaleProfiles

/// One locale as `data/locales.json` and `dateorder list --format json` publish it: the facts programs need,
/// with template strings as keys exactly as given. `dateorder diff` and `build --previous` read it back; from an
/// export only `identifier`, `order`, `pattern`, `orders` and `patterns` are required (older exports and other
/// tools' files may lack the rest).
public struct LocaleRecord: Hashable, Sendable, Codable {
    /// The identifier, e.g. `"ja_JP"`.
    public var identifier: String
    /// The English name.
    public var name: String
    /// The native name.
    public var nativeName: String
    /// The language code.
    public var language: String
    /// The script code, when the identifier has one.
    public var script: String?
    /// The region code, when the identifier has one.
    public var region: String?
    /// The primary order (`yyyyMMdd`), e.g. `"DMY"`.
    public var order: String
    /// The primary pattern, the `dateFormat` for `yyyyMMdd`.
    public var pattern: String
    /// The sample instant in the primary pattern.
    public var sample: String
    /// Template → order, for every template with date fields.
    public var orders: [String: String]
    /// Template → pattern, for every template.
    public var patterns: [String: String]
    /// Template → sample, for every template.
    public var samples: [String: String]
    /// The default calendar.
    public var calendar: String
    /// `"ltr"` or `"rtl"`.
    public var direction: String
    /// The kinds of conflict the locale has (`"month-names"`, `"year-month"`, …), empty when none.
    public var conflicts: [String]

    /// Creates the record of a profile.
    public init(_ profile: LocaleProfile) {
        identifier = profile.identifier
        name = profile.englishName
        nativeName = profile.nativeName
        language = profile.languageCode
        script = profile.scriptCode
        region = profile.regionCode
        order = profile.primary.order?.code ?? ""
        pattern = profile.primary.pattern
        sample = profile.primary.sample
        orders = Dictionary(
            uniqueKeysWithValues: profile.formats.compactMap { format in
                format.order.map { (format.template.rawValue, $0.code) }
            })
        patterns = Dictionary(uniqueKeysWithValues: profile.formats.map { ($0.template.rawValue, $0.pattern) })
        samples = Dictionary(uniqueKeysWithValues: profile.formats.map { ($0.template.rawValue, $0.sample) })
        calendar = profile.calendar.rawValue
        direction = profile.characterDirection.rawValue
        conflicts = profile.conflictKinds
    }
}

extension LocaleRecord {
    private enum Keys: String, CodingKey {
        case identifier, name, nativeName, language, script, region, order, pattern, sample, orders, patterns, samples
        case calendar, direction, conflicts
    }

    /// Reads a record; only the fields a diff compares are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        order = try container.decode(String.self, forKey: .order)
        pattern = try container.decode(String.self, forKey: .pattern)
        orders = try container.decode([String: String].self, forKey: .orders)
        patterns = try container.decode([String: String].self, forKey: .patterns)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        nativeName = try container.decodeIfPresent(String.self, forKey: .nativeName) ?? ""
        language = try container.decodeIfPresent(String.self, forKey: .language) ?? ""
        script = try container.decodeIfPresent(String.self, forKey: .script)
        region = try container.decodeIfPresent(String.self, forKey: .region)
        sample = try container.decodeIfPresent(String.self, forKey: .sample) ?? ""
        samples = try container.decodeIfPresent([String: String].self, forKey: .samples) ?? [:]
        calendar = try container.decodeIfPresent(String.self, forKey: .calendar) ?? ""
        direction = try container.decodeIfPresent(String.self, forKey: .direction) ?? ""
        conflicts = try container.decodeIfPresent([String].self, forKey: .conflicts) ?? []
    }
}
