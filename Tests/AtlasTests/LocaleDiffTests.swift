import Foundation
import TestSupport
import Testing

@testable import Atlas

/// `dateorder diff` and `changes.html` name what a picker's layout depends on, not only the patterns.
@Suite("What changed between two exports")
struct LocaleDiffTests {
    static func record(_ identifier: String) throws -> LocaleRecord {
        try #require(GeneratedSite.records.first { $0.identifier == identifier })
    }

    @Test("A changed hour cycle, calendar, direction or time picker is a change; each is named")
    func layoutFactsChange() throws {
        let before = try Self.record("en_US")
        var after = before
        after.hourCycle = "h23"
        after.calendar = "japanese"
        after.direction = "rtl"
        var time = try #require(after.time)
        time.columns = ["hour", "minute"]
        time.columnsLeftToRight = ["minute", "hour"]
        time.hourCycle = "h23"
        time.dayPeriod = "none"
        time.dateTimeOrder = "timeFirst"
        after.time = time
        let diff = LocaleDiff(old: [before], new: [after])
        let fields = Dictionary(uniqueKeysWithValues: diff.changed.map { ($0.field, $0) })
        #expect(
            Set(fields.keys) == [
                "hourCycle", "calendar", "direction", "time.columns", "time.columnsLeftToRight", "time.hourCycle",
                "time.dayPeriod", "time.dateTimeOrder",
            ])
        #expect(fields["hourCycle"]?.old == before.hourCycle && fields["hourCycle"]?.new == "h23")
        #expect(fields["time.columns"]?.old == before.time?.columns.joined(separator: " "))
        #expect(fields["time.columns"]?.new == "hour minute")
        #expect(LocaleDiff(old: [before], new: [before]).isEmpty)
    }

    /// Every field a record of `data/locales.json` may have, by the schema: `time.secondsColumns`,
    /// `pickers.numeric`, `formatStyle.numeric.order`, `orders.yMd`, `notes.key`, ….
    static func schemaFields() throws -> [String] {
        let url = TestPaths.root.appendingPathComponent("Tests/Schema/locales.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func fields(_ node: [String: Any], _ path: String) -> [String] {
            if let reference = node["$ref"] as? String, reference.hasSuffix("/record"),
                let record = definitions["record"] as? [String: Any]
            {
                return fields(record, path)
            }
            if let properties = node["properties"] as? [String: Any] {
                return properties.flatMap { key, value in
                    fields(value as? [String: Any] ?? [:], path.isEmpty ? key : path + "." + key)
                }
            }
            if let items = node["items"] as? [String: Any], items["properties"] != nil { return fields(items, path) }
            // A template's order, pattern or sample: any template will do.
            if node["additionalProperties"] is [String: Any] { return [path + ".yMd"] }
            return [path]
        }
        return fields(try #require(definitions["record"] as? [String: Any]), "")
    }

    @Test("Every field of the schema, changed alone in a copy of a record, is a change that names it")
    func everySchemaFieldIsCompared() throws {
        let fields = try Self.schemaFields()
        #expect(fields.count > 50 && fields.contains("time.minuteSecondSeparator"), "\(fields)")
        // A renamed locale (formatStyle, formatterLocale) with a note.
        var base = try #require(GeneratedSite.records.first { $0.formatStyle?["numeric"] != nil })
        base.notes.append(LocaleRecord.Note(key: "digits", text: "A note."))
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(base)) as? [String: Any])
        func changed(_ value: Any?) -> Any {
            switch value {
            case let text as String: text + "x"
            case let number as Int: number + 1
            case let numbers as [Int] where !numbers.isEmpty: numbers.map { $0 + 1 }
            case let list as [Any]: list + ["x"]
            default: "x"
            }
        }
        func setting(_ object: [String: Any], _ path: ArraySlice<String>) -> [String: Any] {
            var object = object
            guard let key = path.first else { return object }
            if path.count == 1 {
                object[key] = changed(object[key])
            } else if key == "notes", var notes = object[key] as? [[String: Any]] {
                notes[0] = setting(notes[0], path.dropFirst())
                object[key] = notes
            } else {
                object[key] = setting(object[key] as? [String: Any] ?? [:], path.dropFirst())
            }
            return object
        }
        for field in fields where field != "identifier" {
            var path = field.split(separator: ".").map(String.init)
            if field.hasPrefix("formatStyle.") { path = ["formatStyle", "numeric", path.last!] }
            let data = try JSONSerialization.data(withJSONObject: setting(object, path[...]))
            let after = try JSONDecoder().decode(LocaleRecord.self, from: data)
            // Keys as an export read from a file has them: a field every locale has empty is still compared.
            let diff = LocaleDiff(
                old: [base], new: [after], oldKeys: LocaleDiff.keys(of: [base]), newKeys: LocaleDiff.keys(of: [after]))
            let named = diff.changed.map(\.field)
            let expected =
                field == "notes.key"
                ? "notes" : field.hasPrefix("formatStyle.") ? "formatStyle.numeric." + path.last! : field
            #expect(named == [expected], "\(field): \(named)")
        }
    }

    @Test("An export without the time picker (older) or these fields (minimal) adds no change for them")
    func missingFactsAreNoChange() throws {
        let full = try Self.record("ja_JP")
        var older = full
        older.time = nil
        older.hourCycle = ""
        older.calendar = ""
        #expect(LocaleDiff(old: [older], new: [full]).isEmpty)
        #expect(LocaleDiff(old: [full], new: [older]).isEmpty)
    }

    @Test("Where both exports carry a fact, a locale that lost it is a change; template changes are counted")
    func lostFactsAndTemplatesAreCounted() throws {
        let ja = try Self.record("ja_JP")
        let de = try Self.record("de")
        var lost = ja
        lost.time = nil
        lost.calendar = ""
        let diff = LocaleDiff(old: [ja, de], new: [lost, de])
        #expect(diff.changedLocales == 1)
        let fields = Dictionary(uniqueKeysWithValues: diff.changed.map { ($0.field, $0) })
        #expect(fields["calendar"]?.old == "gregorian" && fields["calendar"]?.new == nil)
        #expect(fields["time.columns"]?.old == "hour minute" && fields["time.columns"]?.new == nil)
        #expect(diff.text.hasPrefix("0 added, 0 removed, 1 changed\n"), "\(diff.text)")
        // A template only one export has: the summary line counts it.
        var extra = de
        extra.patterns["yMMMEd"] = "EEE, d. MMM y"
        let templates = LocaleDiff(old: [de], new: [extra])
        #expect(templates.text.hasPrefix("0 added, 0 removed, 0 changed; templates: 1 added, 0 removed\n"))
        #expect(templates.markdown().hasPrefix("**0** added, **0** removed, **0** changed; templates: **1** added"))
    }

    @Test("The Markdown report puts one blank line between its parts and writes a thousand as 1,000")
    func markdownLayout() throws {
        let de = try Self.record("de")
        var changed = de
        changed.nativeName += "x"
        let added = (0..<1_000).map { index in
            var record = de
            record.identifier = "de_X\(index)"
            return record
        }
        let markdown = LocaleDiff(old: [de], new: [changed] + added).markdown()
        #expect(
            markdown.hasPrefix(
                "**1,000** added, **0** removed, **1** changed.\n\nChanged: `nativeName` in 1 locale.\n\n| Locale | Change |\n"
            ))
        #expect(!markdown.contains("\n\n\n"), "\(markdown.suffix(300))")
        #expect(markdown.contains("| de\\_X999 | added |\n\n| Locale | What | Before | After |\n"))
        #expect(markdown.hasSuffix("|\n") && !markdown.hasSuffix("\n\n"))
    }

    @Test("A change to hundreds of locales says first what kind it is: each changed field with its count of locales")
    func largeDiffCountsEachField() throws {
        // What a new ICU might do: every D·M·Y locale writes numeric dates year first, a fifth of them with new
        // month abbreviations too.
        let old = GeneratedSite.records
        var flipped = 0
        var renamed = 0
        let new = old.enumerated().map { index, record in
            var record = record
            if record.orders["yMd"] == "DMY" {
                record.orders["yMd"] = "YMD"
                record.patterns["yMd"] = "y-MM-dd"
                flipped += 1
                if index % 5 == 0 {
                    record.samples["yMMMd", default: ""] += "!"
                    renamed += 1
                }
            }
            return record
        }
        #expect(flipped > 300 && renamed > 50)
        let diff = LocaleDiff(old: old, new: new)
        let patterns = Set(
            old.filter { $0.orders["yMd"] == "DMY" && $0.patterns["yMd"] != "y-MM-dd" }.map(\.identifier))
        let markdown = diff.markdown()
        let summary = try #require(markdown.components(separatedBy: "\n\n").dropFirst().first)
        #expect(
            summary
                == "Changed: `orders.yMd` in \(counted(flipped, "locale")), `patterns.yMd` in \(grouped(patterns.count)), "
                + "`samples.yMMMd` in \(grouped(renamed)).", "\(summary)")
        #expect(diff.fieldCounts.map(\.locales).reduce(0, +) == diff.changed.count)
        // The table follows, its header and delimiter rows, then a row per change.
        #expect(markdown.components(separatedBy: "\n| ").count - 1 == diff.changed.count + 2)
    }

    @Test(
        "A locale whose data stops or starts being its own is a change: the kinds of its notes; their words are wording"
    )
    func dataSourceChange() throws {
        // kkj names November M11 (a placeholder month); dv falls back to root data altogether.
        let kkj = try Self.record("kkj")
        let dv = try Self.record("dv")
        #expect(kkj.notes.map(\.key).contains("placeholder-month") && dv.notes.map(\.key).contains("root-fallback"))
        var own = kkj
        own.notes.removeAll { $0.key == "placeholder-month" }
        let diff = LocaleDiff(old: [own, dv], new: [kkj, dv])
        #expect(diff.changed.map(\.field) == ["notes"] && diff.changed.first?.identifier == "kkj")
        #expect(diff.changed.first?.new?.split(separator: " ").contains("placeholder-month") == true)
        #expect(diff.text.contains("~ kkj notes: "), "\(diff.text)")
        // A note listed in another order is the same fact; reworded, it is the tool's wording, named as such.
        var reordered = dv
        reordered.notes = dv.notes.reversed()
        #expect(LocaleDiff(old: [kkj, dv], new: [kkj, reordered]).isEmpty)
        var reworded = dv
        reworded.notes = dv.notes.map { LocaleRecord.Note(key: $0.key, text: $0.text + " (reworded)") }
        let wording = LocaleDiff(old: [kkj, dv], new: [kkj, reworded])
        #expect(wording.changed.map(\.field) == ["notes.text"] && wording.isWordingOnly)
        #expect(!diff.isWordingOnly)
    }

    @Test("A name that stops or starts leading to a locale (an alias, a redirect page links use) is a change")
    func aliasChange() throws {
        let tw = try Self.record("zh_Hant_TW")
        #expect(tw.aliases.contains("zh_TW"))
        var lost = tw
        lost.aliases.removeAll { $0 == "zh_TW" }
        let diff = LocaleDiff(old: [tw], new: [lost])
        #expect(diff.changed.map(\.field) == ["aliases"], "\(diff.text)")
        #expect(diff.changed.first?.old?.split(separator: " ").contains("zh_TW") == true)
        #expect(diff.changed.first?.new?.split(separator: " ").contains("zh_TW") == false)
        #expect(diff.text.contains("~ zh_Hant_TW aliases: "), "\(diff.text)")
        // The same names in another order are the same; an export that has no aliases at all (older) adds no change.
        var reordered = tw
        reordered.aliases.reverse()
        #expect(LocaleDiff(old: [tw], new: [reordered]).isEmpty)
        var older = tw
        older.aliases = []
        #expect(LocaleDiff(old: [older], new: [tw]).isEmpty)
    }

    @Test("New names or digits under an unchanged pattern are a change: each sample, the era pickers, day periods")
    func sampleChange() throws {
        // A toolchain that drops the dot from German month abbreviations changes no pattern, only what is shown.
        let before = try Self.record("de_DE")
        let template = try #require(before.samples.keys.sorted().first { before.samples[$0]?.contains("Apr.") == true })
        // Facts are compared where each export has them somewhere: en_US has day periods, ar_SA era pickers.
        let others = [try Self.record("en_US"), try Self.record("ar_SA")]
        var after = before
        after.samples[template] = before.samples[template]?.replacingOccurrences(of: "Apr.", with: "Apr")
        after.sample = "15.4.2026"
        var time = try #require(after.time)
        time.dayPeriodSymbols = ["vorm.", "nachm."]
        time.sample = "4:45"
        time.dateTimeSample = "15.04.2026, 4:45"
        after.time = time
        after.eraPickers = ["numeric"]
        let diff = LocaleDiff(old: [before] + others, new: [after] + others)
        let fields = Dictionary(uniqueKeysWithValues: diff.changed.map { ($0.field, $0) })
        #expect(
            Set(fields.keys) == [
                "samples.\(template)", "sample", "time.dayPeriodSymbols", "time.sample", "time.dateTimeSample",
                "eraPickers",
            ], "\(diff.text)")
        #expect(fields["samples.\(template)"]?.old == before.samples[template])
        #expect(fields["time.dayPeriodSymbols"]?.new == "vorm. / nachm.")
        #expect(fields["eraPickers"]?.old == nil && fields["eraPickers"]?.new == "numeric")
        #expect(diff.text.contains("~ de_DE samples.\(template): "), "\(diff.text)")
        // An export without samples (a minimal one) compares none of them.
        var minimal = before
        minimal.samples = [:]
        minimal.sample = ""
        #expect(LocaleDiff(old: [minimal] + others.map(Self.withoutSamples), new: [before] + others).isEmpty)
    }

    static func withoutSamples(_ record: LocaleRecord) -> LocaleRecord {
        var copy = record
        copy.samples = [:]
        copy.sample = ""
        return copy
    }
}
