import DateOrder
import Foundation
import LocaleProfiles

/// What changed between two `data/locales.json` exports: locales added or removed, and for locales in both,
/// every order, pattern or sample that differs (per template, and the primary ones), and the calendar, direction,
/// hour cycle, kinds of note, era pickers, time picker, names and identity where both exports have them. A sample changes alone
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
        let carried = Self.carried(old, new, oldKeys: oldKeys, newKeys: newKeys)
        var changed: [Change] = []
        for identifier in sorted(Set(oldByID.keys).intersection(newByID.keys)) {
            let before = oldByID[identifier]!
            let after = newByID[identifier]!
            if before.order != after.order {
                changed.append(Change(identifier: identifier, field: "order", old: before.order, new: after.order))
            }
            if before.pattern != after.pattern {
                changed.append(
                    Change(identifier: identifier, field: "pattern", old: before.pattern, new: after.pattern))
            }
            var perTemplate = [
                ("orders", before.orders, after.orders), ("patterns", before.patterns, after.patterns),
            ]
            if carried.contains("samples") { perTemplate.append(("samples", before.samples, after.samples)) }
            for (name, old, new) in perTemplate {
                for template in sorted(Set(old.keys).union(new.keys))
                where shared.contains(template) && old[template] != new[template] {
                    changed.append(
                        Change(
                            identifier: identifier, field: "\(name).\(template)", old: old[template], new: new[template]
                        ))
                }
            }
            for fact in Self.layoutFacts(before, after, carried: carried) where fact.old != fact.new {
                changed.append(Change(identifier: identifier, field: fact.field, old: fact.old, new: fact.new))
            }
        }
        self.changed = changed
    }

    /// What a picker's layout depends on beyond the orders and patterns: the calendar, the direction,
    /// `Locale.hourCycle`, the kinds of note (`root-fallback` and `placeholder-month` where the data is not the
    /// locale's own, the library's `dataSource`), the pickers that need an era column, and the time picker's
    /// columns, hour cycle, day period, day-period words and date-with-time order; and the primary samples, which
    /// show the names and digits a picker's columns hold.
    /// Then what a locale is called and which locale it is: its names, language, script and region (and which of
    /// them are inferred), the name `DateFormatter` asks ICU for, and what `Date.FormatStyle` gives per picker;
    /// and its other names, `aliases`, each a redirect page that links may use, so a name that goes away is a link
    /// that breaks.
    static let facts: [Fact] = pickerFacts + formatStyleFacts

    /// A field's name in a change and its value in a record (`nil` or empty where the record has none).
    typealias Fact = (field: String, value: @Sendable (LocaleRecord) -> String?)

    private static let pickerFacts: [Fact] = [
        ("calendar", { $0.calendar }), ("direction", { $0.direction }), ("hourCycle", { $0.hourCycle }),
        ("notes", { Set($0.notes.map(\.key)).sorted().joined(separator: " ") }),
        ("time.columns", { $0.time?.columns.joined(separator: " ") }), ("time.hourCycle", { $0.time?.hourCycle }),
        ("time.columnsLeftToRight", { $0.time?.columnsLeftToRight?.joined(separator: " ") }),
        ("time.dayPeriod", { $0.time?.dayPeriod }), ("time.dateTimeOrder", { $0.time?.dateTimeOrder }),
        ("eraPickers", { $0.eraPickers.joined(separator: " ") }), ("sample", { $0.sample }),
        ("time.dayPeriodSymbols", { $0.time?.dayPeriodSymbols.joined(separator: " / ") }),
        ("time.sample", { $0.time?.sample }), ("time.dateTimeSample", { $0.time?.dateTimeSample }),
        ("name", { $0.name }), ("nativeName", { $0.nativeName }), ("language", { $0.language }),
        ("script", { $0.script }), ("region", { $0.region }), ("inferred", { $0.inferred.joined(separator: " ") }),
        ("formatterLocale", { $0.formatterLocale }), ("aliases", { $0.aliases.sorted().joined(separator: " ") }),
    ]

    private static let formatStyleFacts: [Fact] = DatePickerKind.allCases.map(\.slug).flatMap { kind -> [Fact] in
        let order: Fact = ("formatStyle.\(kind).order", { $0.formatStyle?[kind]?.order })
        let sample: Fact = ("formatStyle.\(kind).sample", { $0.formatStyle?[kind]?.sample })
        return [order, sample]
    }

    /// The facts both exports carry (some locale of each has a value), and `samples` when both have per-template
    /// samples: only those are compared, so an older export without a time picker, or a minimal one, is no change
    /// everywhere.
    /// The key whose presence shows an export carries `field`: its own, but for `formatterLocale` and
    /// `formatStyle`, written only for a locale Foundation renames, `headline`, which came with them.
    static func presenceKey(_ field: String) -> String {
        field == "formatterLocale" || field.hasPrefix("formatStyle.") ? "headline" : field
    }

    /// An export read from a file carries a fact also where its key is there with every value empty.
    static func carried(
        _ old: [LocaleRecord], _ new: [LocaleRecord], oldKeys: Set<String>? = nil, newKeys: Set<String>? = nil
    ) -> Set<String> {
        fields(old, keys: oldKeys).intersection(fields(new, keys: newKeys))
    }

    /// The facts one export carries (`samples` among them): some record has the key, or a value for it.
    static func fields(_ records: [LocaleRecord], keys: Set<String>?) -> Set<String> {
        let carried = facts.filter { field, value in
            keys?.contains(presenceKey(field)) == true || records.contains { !(value($0) ?? "").isEmpty }
        }
        let samples = keys?.contains("samples") == true || records.contains { !$0.samples.isEmpty }
        return Set(carried.map(\.field)).union(samples ? ["samples"] : [])
    }

    /// A locale's layout facts, old and new, among those both exports carry; a value one side lacks (a locale
    /// that lost its time picker) is `nil` there, a change like any other.
    static func layoutFacts(
        _ before: LocaleRecord, _ after: LocaleRecord, carried: Set<String>
    ) -> [(field: String, old: String?, new: String?)] {
        facts.filter { carried.contains($0.field) }.compactMap { field, value in
            let old = value(before).flatMap { $0.isEmpty ? nil : $0 }
            let new = value(after).flatMap { $0.isEmpty ? nil : $0 }
            return old == nil && new == nil ? nil : (field, old, new)
        }
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
        let oldFields = fields(old, keys: oldKeys).filter { bothHaveTime || !$0.hasPrefix("time.") }
        let newFields = fields(new, keys: newKeys).filter { bothHaveTime || !$0.hasPrefix("time.") }
        let order = ["samples"] + facts.map(\.field)
        for (name, lacking) in [
            (oldName, newFields.subtracting(oldFields)), (newName, oldFields.subtracting(newFields)),
        ]
        where !lacking.isEmpty {
            var listed: [String] = []
            for field in order where lacking.contains(field) {
                let shown = field.hasPrefix("formatStyle.") ? "formatStyle" : field
                if !listed.contains(shown) { listed.append(shown) }
            }
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
