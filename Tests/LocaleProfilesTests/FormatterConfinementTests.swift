import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// Foundation's date formatters on Linux are not safe to make on several threads at once, so every one the library
/// and the profiles make is made inside `FoundationFormatters.confined` (one process-wide lock). An observer sees
/// each formatter as it is made and whether it was confined; what it checks is the code path, not timing, so a call
/// that makes one outside the lock fails here even on one thread.
@Suite("Foundation's formatters are made one at a time")
struct FormatterConfinementTests {
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var confined = 0
        private(set) var unconfined = 0

        func add(_ isConfined: Bool) {
            lock.withLock { if isConfined { confined += 1 } else { unconfined += 1 } }
        }
    }

    @Test("The profile stage on four threads, its caches' own reads, and every library call that formats")
    func everyFormatterIsConfined() throws {
        let tally = Tally()
        FoundationFormatters.observer = { tally.add($0) }
        defer { FoundationFormatters.observer = nil }

        // The build's profile stage: the ICU path, shared formatting, the DateFormatter path for keyword
        // identifiers, a `J` template (asked of Foundation), renamed locales' `Date.FormatStyle` answers,
        // right-to-left time columns, style numerals.
        let keywordLocales = ["ja_JP@calendar=japanese", "he_IL@calendar=hebrew", "ar_SA@hours=h23"]
        let builder = ProfileBuilder(extraTemplates: [try #require(DateTemplate("Jmm"))])
        let catalog = Catalog.load(
            identifiers: Catalog.availableIdentifiers + keywordLocales, builder: builder, threads: 4)
        #expect(catalog.profiles.count == Catalog.availableIdentifiers.count + keywordLocales.count)
        // What the stage caches once per process, read again here.
        for calendar in CalendarName.allCases { _ = RootData.formatterMonths(in: calendar) }
        #if canImport(Glibc)
            if let icu = ICULibrary.shared { _ = FastPath.selfCheck(icu: icu) }
        #endif
        _ = CalendarKeywords.isHonoured("japanese", for: "en_US")

        // Every library entry point that formats, for every locale.
        let sample = DatePickerLayout.sampleInstant
        for identifier in Catalog.availableIdentifiers + keywordLocales {
            let locale = Locale(identifier: identifier)
            let layout = DatePickerLayout(for: locale)
            for kind in DatePickerKind.allCases {
                _ = layout.columnsLeftToRight(for: kind)
                _ = layout.monthLabels(for: kind, of: layout.months(inYearOf: sample))
            }
            for column in DatePickerColumn.allCases { _ = layout.labels(for: column, of: [sample]) }
            _ = layout.dataSource
            let time = TimePickerLayout(for: locale)
            _ = time.columnsLeftToRight
            _ = time.pattern(hourCycle: .oneToTwelve)
        }

        #expect(tally.unconfined == 0)
        #expect(tally.confined > 10 * Catalog.availableIdentifiers.count)
    }

    /// The observer sees only formatters made through `FoundationFormatters`: no other source file makes a
    /// `DateFormatter`, asks `DateFormatter.dateFormat(fromTemplate:…)` or formats with a `Date.FormatStyle`
    /// (`date.formatted(…)`, `style.format(…)`) itself (code, not comments or page text).
    @Test("Every DateFormatter is made through FoundationFormatters")
    func noFormatterBypassesTheFunnel() throws {
        let forbidden = ["DateFormatter()", "DateFormatter.dateFormat(fromTemplate: ", ".formatted(", "style.format("]
        var found: [String] = []
        for target in ["DateOrder", "LocaleProfiles", "Atlas", "DateOrderCLI", "dateorder"] {
            let folder = TestPaths.root.appendingPathComponent("Sources/" + target)
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty, "no Swift files in \(target)")
            for file in files where file.lastPathComponent != "FoundationFormatters.swift" {
                let lines = try String(contentsOf: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                // Page text shows the calls in string literals, multi-line ones too (`SwiftSnippet`).
                var inMultiLineLiteral = false
                for (number, line) in lines.enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    let wasInLiteral = inMultiLineLiteral
                    if code.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultiLineLiteral.toggle() }
                    guard !wasInLiteral, !inMultiLineLiteral, !code.hasPrefix("//") else { continue }
                    for call in forbidden where code.contains(call) && !Self.inStringLiteral(call, code) {
                        found.append("\(target)/\(file.lastPathComponent):\(number + 1): \(code)")
                    }
                }
            }
        }
        #expect(found == [])
    }

    /// Whether `call` stands after an odd number of quotes on the line (inside a string literal).
    static func inStringLiteral(_ call: String, _ line: String) -> Bool {
        guard let range = line.range(of: call) else { return false }
        return line[..<range.lowerBound].filter { $0 == "\"" }.count % 2 == 1
    }
}
