import Foundation

/// One record as `dateorder diff` compares it: every value `data/locales.json` writes for it, by its path
/// (`order`, `patterns.yMd`, `time.secondsColumns`, `formatStyle.numeric.order`), read from the record's own
/// encoding (its `encode(to:)`, into `LeafEncoder`), so a field a later version adds to `LocaleRecord` is compared
/// without being listed here. A list is
/// its items joined by spaces (`aliases` in any order, the day periods joined by ` / `), the notes their keys
/// (`notes`) and their sentences (`notes.text`); an empty value is `nil`.
struct RecordLeaves {
    /// Each field's value, `nil` where the record writes it empty.
    let values: [String: String?]

    init(_ record: LocaleRecord) {
        let encoder = LeafEncoder()
        try? record.encode(to: encoder)
        var values: [String: String?] = [:]
        for (path, items) in encoder.storage.leaves {
            if path == "notes" || path.hasPrefix("notes.") { continue }
            var texts = items
            if path == "aliases" { texts.sort() }
            values[path] = Self.present(texts.joined(separator: path == "time.dayPeriodSymbols" ? " / " : " "))
        }
        for path in encoder.storage.empty where values[path] == nil { values[path] = String?.none }
        // The notes as a set: listed in another order, they are the same.
        let keyed = record.notes.map { (key: $0.key, text: $0.text) }.sorted {
            ($0.key, $0.text) < ($1.key, $1.text)
        }
        values["notes"] = Self.present(Set(keyed.map(\.key)).sorted().joined(separator: " "))
        values["notes.text"] = Self.present(keyed.map(\.text).joined(separator: " / "))
        self.values = values
    }

    private static func present(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// The template of a per-template field (`yMd` of `patterns.yMd`), compared only where both exports have it.
    static func template(of field: String) -> String? {
        for prefix in ["orders.", "patterns.", "samples."] where field.hasPrefix(prefix) {
            return String(field.dropFirst(prefix.count))
        }
        return nil
    }

    /// The tool's own sentences, not data: what a new version of the tool changes.
    static let wording: Set<String> = ["headline", "notes.text"]

    /// What a field follows from (a field's name, or a prefix ending in `.`; `""` for anything), where it does:
    /// its change is listed only where none of these changed for the locale, so it is never repeated and never
    /// silent. The pickers' orders, conflicts and the trick's verdict follow from the templates' orders; the time
    /// picker's patterns and samples are its templates' (`jm`, `jms`, `hms`, `Hms`, `yMMMd jm`); its hours from its
    /// hour cycle; the tool's sentences from anything.
    static func sources(of field: String) -> [String]? {
        if wording.contains(field) { return [""] }
        if field.hasPrefix("pickers.") || field == "conflicts" { return ["orders."] }
        switch field {
        case "trickMisleads": return ["order", "orders."]
        case "time.pattern": return ["patterns.jm"]
        case "time.sample": return ["samples.jm"]
        case "time.secondsPattern": return ["patterns.jms"]
        case "time.secondsSample": return ["samples.jms"]
        case "time.twelveHourSecondsPattern": return ["patterns.hms"]
        case "time.twentyFourHourSecondsPattern": return ["patterns.Hms"]
        case "time.dateTimePattern", "time.glue", "time.dateTimeTrailing": return ["patterns.yMMMd jm"]
        case "time.dateTimeSample": return ["samples.yMMMd jm"]
        case "time.hours": return ["time.hourCycle"]
        default: return nil
        }
    }

    /// Whether `field` is one of `sources`.
    static func matches(_ field: String, _ sources: [String]) -> Bool {
        sources.contains { $0.isEmpty || field == $0 || ($0.hasSuffix(".") && field.hasPrefix($0)) }
    }

    /// The order changes are listed in within a locale (and fields named in a note): the trick's, the templates',
    /// then what a picker's layout depends on, the names, `Date.FormatStyle`'s, then any other field by name.
    private static let rank: [String] = [
        "order", "pattern", "orders.", "patterns.", "samples.", "calendar", "direction", "hourCycle", "notes",
        "time.columns", "time.hourCycle", "time.columnsLeftToRight", "time.dayPeriod", "time.dateTimeOrder",
        "eraPickers", "sample", "time.dayPeriodSymbols", "time.sample", "time.dateTimeSample", "name", "nativeName",
        "language", "script", "region", "inferred", "formatterLocale", "aliases", "formatStyle.",
    ]

    /// `fields` in the order changes are listed.
    static func ordered(_ fields: Set<String>) -> [String] {
        func rank(_ field: String) -> Int {
            Self.rank.firstIndex {
                field == $0 || ($0.hasSuffix(".") && (field.hasPrefix($0) || field + "." == $0))
            } ?? Self.rank.count
        }
        return fields.sorted { left, right in
            let (l, r) = (rank(left), rank(right))
            return l != r ? l < r : left.utf8.lexicographicallyPrecedes(right.utf8)
        }
    }
}

/// An `Encoder` that keeps each value a record encodes under its path (`time.columns`), a list's items in order:
/// the record's own encoding, as `data/locales.json` writes it, without writing JSON.
private final class LeafEncoder: Encoder {
    final class Storage {
        var leaves: [String: [String]] = [:]
        /// Paths written as lists (empty ones too) or `nil`.
        var empty: Set<String> = []
    }

    let storage: Storage
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let path: String

    init(storage: Storage = Storage(), path: String = "", codingPath: [any CodingKey] = []) {
        self.storage = storage
        self.path = path
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.empty.insert(path)
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    func child(_ key: String) -> LeafEncoder {
        LeafEncoder(storage: storage, path: path.isEmpty ? key : path + "." + key, codingPath: codingPath)
    }

    func append(_ text: String) { storage.leaves[path, default: []].append(text) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: LeafEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        mutating func encodeNil(forKey key: Key) throws {
            encoder.storage.empty.insert(encoder.child(key.stringValue).path)
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: encoder.child(key.stringValue))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.child(key.stringValue).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.child(key.stringValue).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.child(key.stringValue) }
    }

    /// A list's items are kept in order under the list's own path.
    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: LeafEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count = 0
        init(encoder: LeafEncoder) { self.encoder = encoder }
        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try value.encode(to: encoder)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        { encoder.container(keyedBy: keyType) }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { encoder }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: LeafEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        mutating func encodeNil() throws { encoder.storage.empty.insert(encoder.path) }
        mutating func encode(_ value: Bool) throws { encoder.append(String(value)) }
        mutating func encode(_ value: String) throws { encoder.append(value) }
        mutating func encode(_ value: Double) throws { encoder.append(String(value)) }
        mutating func encode(_ value: Float) throws { encoder.append(String(value)) }
        mutating func encode(_ value: Int) throws { encoder.append(String(value)) }
        mutating func encode(_ value: Int8) throws { encoder.append(String(value)) }
        mutating func encode(_ value: Int16) throws { encoder.append(String(value)) }
        mutating func encode(_ value: Int32) throws { encoder.append(String(value)) }
        mutating func encode(_ value: Int64) throws { encoder.append(String(value)) }
        mutating func encode(_ value: UInt) throws { encoder.append(String(value)) }
        mutating func encode(_ value: UInt8) throws { encoder.append(String(value)) }
        mutating func encode(_ value: UInt16) throws { encoder.append(String(value)) }
        mutating func encode(_ value: UInt32) throws { encoder.append(String(value)) }
        mutating func encode(_ value: UInt64) throws { encoder.append(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder) }
    }
}
