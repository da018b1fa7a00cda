import DateOrder
import Foundation
import LocaleProfiles

/// What changed between two `data/locales.json` exports: locales added or removed, and for locales in both,
/// every field of the record that differs, read from the record's encoding (`RecordLeaves`), so a field a later
/// version adds is compared without being listed: every order, pattern and sample (per template, and the primary
/// ones), the calendar, direction, hour cycle, kinds of note, era pickers, time picker (its seconds too), names and
/// identity, where both exports have them. What follows from another field (a picker's order from its template's,
/// the tool's sentences from anything) is listed only where that field did not change. A sample changes alone
/// when the toolchain's names or digits change under an unchanged pattern (a month abbreviation loses its dot).
package struct LocaleDiff: Equatable, Sendable, Codable {
    /// One value that differs for one locale.
    package struct Change: Equatable, Sendable, Codable {
        /// The locale identifier.
        package var identifier: String
        /// What differs: `"order"`, `"pattern"`, `"orders.yMMMd"`, `"patterns.yMMMd"`, `"hourCycle"`, `"time.columns"`, ….
        package var field: String
        /// The old value, or `nil` when the field is new.
        package var old: String?
        /// The new value, or `nil` when the field was dropped.
        package var new: String?
    }

    /// Why an export cannot be read.
    package struct ReadFailure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Identifiers only in the new export.
    package var added: [String]
    /// Identifiers only in the old export.
    package var removed: [String]
    /// Changed values, by identifier then field, for templates both exports have.
    package var changed: [Change]
    /// Templates only the new export has (reported once, not per locale).
    package var templatesAdded: [String]
    /// Templates only the old export has.
    package var templatesRemoved: [String]

    /// Whether the two exports agree on every locale, template, order and pattern.
    package var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && changed.isEmpty && templatesAdded.isEmpty && templatesRemoved.isEmpty
    }

    /// The number of locales with at least one change.
    package var changedLocales: Int { Set(changed.map(\.identifier)).count }

    /// Compares two lists of records. `oldKeys` and `newKeys` are the keys each export's records were read with
    /// (`calendar`, `time.dayPeriodSymbols`, …; `readExport`), so a fact every locale of a small export has empty
    /// (`eraPickers` in `list --only de`) is still compared; `nil` for records made in memory, which carry a fact
    /// where some locale has a value.
    package init(
        old: [LocaleRecord], new: [LocaleRecord], oldKeys: Set<String>? = nil, newKeys: Set<String>? = nil
    ) {
        let oldByID = Dictionary(old.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        func sorted(_ ids: some Sequence<String>) -> [String] {
            ids.sortedInUTF8Order()
        }
        added = sorted(Set(newByID.keys).subtracting(oldByID.keys))
        removed = sorted(Set(oldByID.keys).subtracting(newByID.keys))
        let oldTemplates = Set(old.flatMap { Array($0.patterns.keys) + Array($0.orders.keys) })
        let newTemplates = Set(new.flatMap { Array($0.patterns.keys) + Array($0.orders.keys) })
        templatesAdded = sorted(newTemplates.subtracting(oldTemplates))
        templatesRemoved = sorted(oldTemplates.subtracting(newTemplates))
        let shared = oldTemplates.intersection(newTemplates)
        let oldLeaves = old.map(RecordLeaves.init)
        let newLeaves = new.map(RecordLeaves.init)
        let candidates = Self.paths(oldLeaves + newLeaves)
        let carried = Self.fields(oldLeaves, keys: oldKeys, among: candidates)
            .intersection(Self.fields(newLeaves, keys: newKeys, among: candidates))
            .filter { field in RecordLeaves.template(of: field).map(shared.contains) ?? true }
        let oldLeavesByID = Dictionary(
            zip(old.map(\.identifier), oldLeaves).map { $0 }, uniquingKeysWith: { first, _ in first })
        let newLeavesByID = Dictionary(
            zip(new.map(\.identifier), newLeaves).map { $0 }, uniquingKeysWith: { first, _ in first })
        let fields = RecordLeaves.ordered(carried)
        var changed: [Change] = []
        for identifier in sorted(Set(oldByID.keys).intersection(newByID.keys)) {
            let before = oldLeavesByID[identifier]!
            let after = newLeavesByID[identifier]!
            var own: [Change] = []
            var following: [Change] = []
            for field in fields {
                let old = before.values[field] ?? nil
                let new = after.values[field] ?? nil
                guard old != new else { continue }
                let change = Change(identifier: identifier, field: field, old: old, new: new)
                if RecordLeaves.sources(of: field) == nil { own.append(change) } else { following.append(change) }
            }
            // What follows from another field is listed only where that field did not change: never repeated,
            // never silent.
            changed += own
            changed += following.filter { change in
                let sources = RecordLeaves.sources(of: change.field)!
                return !own.contains { RecordLeaves.matches($0.field, sources) }
            }
        }
        self.changed = changed
    }

    /// Whether every change is to the tool's own sentences (`headline`, the notes' `text`), listed only where
    /// nothing else of the locale changed: what a new version of the tool, not new data, changes.
    package var isWordingOnly: Bool {
        added.isEmpty && removed.isEmpty && templatesAdded.isEmpty && templatesRemoved.isEmpty
            && changed.allSatisfy { RecordLeaves.wording.contains($0.field) }
    }

    /// The key whose presence shows an export carries `field`: its top-level key (`time.` and the time picker's
    /// for its fields), but for `formatterLocale` and `formatStyle`, written only for a locale Foundation renames,
    /// `headline`, which came with them.
    static func presenceKey(_ field: String) -> String {
        if field == "formatterLocale" || field == "formatStyle" || field.hasPrefix("formatStyle.") {
            return "headline"
        }
        let parts = field.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.first == "time", parts.count > 1 { return "time." + parts[1] }
        return String(parts.first ?? "")
    }

    /// Every field some record writes, empty or not.
    static func paths(_ records: [RecordLeaves]) -> Set<String> {
        records.reduce(into: Set<String>()) { $0.formUnion($1.values.keys) }
    }

    /// The fields among `candidates` one export carries: some record has a value for it, or (for an export read
    /// from a file) its key, even with every value empty.
    static func fields(_ records: [RecordLeaves], keys: Set<String>?, among candidates: Set<String>) -> Set<String> {
        candidates.filter { field in
            keys?.contains(presenceKey(field)) == true || records.contains { ($0.values[field] ?? nil) != nil }
        }
    }

    /// The fields each of two exports carries, by their key (`samples`, `time.columns`, `formatStyle`): what
    /// `uncompared` names.
    static func carriedKeys(
        _ old: [LocaleRecord], _ new: [LocaleRecord], oldKeys: Set<String>?, newKeys: Set<String>?
    ) -> (old: Set<String>, new: Set<String>) {
        let oldLeaves = old.map(RecordLeaves.init)
        let newLeaves = new.map(RecordLeaves.init)
        // Every key this version writes, so one neither export has a value for is still named as lacking.
        let candidates = paths(oldLeaves + newLeaves).union(LocaleRecord.knownKeys.subtracting(["time"]))
        func named(_ fields: Set<String>) -> Set<String> {
            Set(
                fields.map { field in
                    field.hasPrefix("formatStyle")
                        ? "formatStyle" : field == "formatterLocale" ? field : presenceKey(field)
                })
        }
        return (
            named(fields(oldLeaves, keys: oldKeys, among: candidates)),
            named(fields(newLeaves, keys: newKeys, among: candidates))
        )
    }

    /// Reads an export (a JSON array of locale objects), failing with a message that names the file.
    package static func readExport(_ url: URL, displayName: String) throws(ReadFailure) -> [LocaleRecord] {
        try readExportWithKeys(url, displayName: displayName).records
    }

    /// Reads an export and the keys its records have (`calendar`, `time.columns`), for `init(old:new:oldKeys:newKeys:)`.
    package static func readExportWithKeys(_ url: URL, displayName: String) throws(ReadFailure) -> (
        records: [LocaleRecord], keys: Set<String>
    ) {
        switch FileBytes.input(url.path) {
        case .success(let data): return try recordsWithKeys(fromExport: data, displayName: displayName)
        case .failure(let reason): throw ReadFailure(description: "\(displayName): cannot read the file: \(reason)")
        }
    }

    /// The records of an export's bytes, read already, and the keys they have: what `build --previous` compares
    /// with, as `dateorder diff` does.
    package static func recordsWithKeys(fromExport data: Data, displayName: String) throws(ReadFailure) -> (
        records: [LocaleRecord], keys: Set<String>
    ) {
        (try records(fromExport: data, displayName: displayName), keys(ofExport: data))
    }

    /// The keys an export of `records` has, as `data/locales.json` writes them: a site compares its own records
    /// with a previous export as `dateorder diff` compares that export with the site's `data/locales.json`.
    package static func keys(of records: [LocaleRecord]) -> Set<String> {
        (try? JSONEncoder().encode(records)).map(keys(ofExport:)) ?? []
    }

    /// The keys the records of an export's bytes have, the time picker's prefixed `time.`.
    private static func keys(ofExport data: Data) -> Set<String> {
        let keys = (try? JSONDecoder().decode([RecordKeys].self, from: data))?.reduce(into: Set<String>()) {
            $0.formUnion($1.keys)
        }
        return keys ?? []
    }

    /// The keys one record of an export has, its time picker's prefixed `time.`.
    private struct RecordKeys: Decodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        let keys: Set<String>

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            var keys = Set(container.allKeys.map(\.stringValue))
            let time = Key(stringValue: "time")
            if (try? container.decodeNil(forKey: time)) == false,
                let nested = try? container.nestedContainer(keyedBy: Key.self, forKey: time)
            {
                keys.formUnion(nested.allKeys.map { "time." + $0.stringValue })
            }
            self.keys = keys
        }
    }

    /// The records of an export's bytes, read already.
    /// An export lists at least one locale, each once (a diff would otherwise keep one of two records silently).
    package static func records(fromExport data: Data, displayName: String) throws(ReadFailure) -> [LocaleRecord] {
        let records: [LocaleRecord]
        do {
            records = try JSONDecoder().decode([LocaleRecord].self, from: data)
        } catch {
            // Not JSON: what is wrong and where (`text after the end of the JSON array at line 9, column 1`), where
            // the decoder says only that the data is corrupted.
            if case DecodingError.dataCorrupted = error, let problem = JSONSyntax.firstProblem(in: [UInt8](data)) {
                throw ReadFailure(description: "\(displayName): not a locales.json export (invalid JSON: \(problem))")
            }
            throw ReadFailure(description: "\(displayName): not a locales.json export (\(Self.describe(error)))")
        }
        guard !records.isEmpty else {
            throw ReadFailure(description: "\(displayName): not a locales.json export (no locale in it)")
        }
        var seen = Set<String>()
        if let twice = records.first(where: { !seen.insert($0.identifier).inserted }) {
            throw ReadFailure(
                description:
                    "\(displayName): not a locales.json export (\(Visible.quoted(twice.identifier)) is listed twice)")
        }
        return records
    }

    /// What one export has and the other lacks, so a diff cannot compare it: `time` (the time picker, in exports
    /// since 0.2). One line per gap, for standard error (or, with `format` making each field's name Markdown code,
    /// for `changes.html`); empty when both have the same fields.
    package static func uncompared(
        old: [LocaleRecord], new: [LocaleRecord], oldName: String, newName: String, oldKeys: Set<String>? = nil,
        newKeys: Set<String>? = nil, format: (String) -> String = { $0 }
    ) -> [String] {
        var lines: [String] = []
        let oldHasTime = old.contains { $0.time != nil }
        let newHasTime = new.contains { $0.time != nil }
        if oldHasTime != newHasTime {
            lines.append(
                "\(oldHasTime ? newName : oldName) has no time picker fields (an older export?), so \(format("time.*")) was not compared"
            )
        }
        // Fields a newer version of the tool writes, which this one cannot read, let alone compare: said, so a diff
        // that finds nothing else does not pass for "nothing changed".
        for (name, keys) in [(oldName, oldKeys), (newName, newKeys)] {
            let unknown = (keys ?? []).subtracting(LocaleRecord.knownKeys).sortedInUTF8Order()
            guard !unknown.isEmpty else { continue }
            lines.append(
                "\(name) has \(unknown.prefix(8).map { format(Visible.text($0, limit: 40)) }.joined(separator: ", "))"
                    + (unknown.count > 8 ? " and \(grouped(unknown.count - 8)) more" : "")
                    + ", which this version of dateorder does not know (a newer export?), so "
                    + (unknown.count == 1 ? "it was" : "they were") + " not compared")
        }
        // Any other fact only one export carries (samples, calendar, eraPickers in an older or minimal export; a
        // time picker's newer fields where both have one), formatStyle's named once.
        let bothHaveTime = oldHasTime && newHasTime
        let carried = carriedKeys(old, new, oldKeys: oldKeys, newKeys: newKeys)
        let oldFields = carried.old.filter { bothHaveTime || !$0.hasPrefix("time.") }
        let newFields = carried.new.filter { bothHaveTime || !$0.hasPrefix("time.") }
        for (name, lacking) in [
            (oldName, newFields.subtracting(oldFields)), (newName, oldFields.subtracting(newFields)),
        ]
        where !lacking.isEmpty {
            let listed = RecordLeaves.ordered(lacking)
            lines.append(
                "\(name) has no \(listed.map(format).joined(separator: ", ")) (an older or smaller export?), so "
                    + (listed.count == 1 ? "it was" : "they were") + " not compared")
        }
        return lines
    }

    /// Where and what, with every key of the hostile file made visible and cut.
    private static func describe(_ error: Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { Visible.text($0.intValue.map(String.init) ?? $0.stringValue) }
            return keys.isEmpty ? "the top level" : keys.suffix(6).joined(separator: ".")
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \"\(Visible.text(key.stringValue))\" at \(path(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at \(path(context))"
        case DecodingError.dataCorrupted: return "invalid JSON"
        default: return Visible.text("\(error)", limit: 120)
        }
    }
}
