import DateOrder
import Foundation
import Testing

/// ``DatePickerLayout/columnsLeftToRight(for:)`` against GNU FriBidi: where a right-to-left line shows each field of
/// every locale's formatted dates, picker kind by picker kind.
@Suite("Date picker columns from the left (UAX #9)")
struct DateColumnsLeftToRightTests {
    /// 2026-04-15 16:45:30 UTC, the instant the library reads.
    static let instant = Date(timeIntervalSince1970: 1_776_271_530)

    /// Every locale, and right-to-left ones in calendars other than their own.
    static let identifiers =
        Locale.availableIdentifiers.sorted() + [
            "he_IL@calendar=hebrew", "ar_EG@calendar=islamic-umalqura", "ckb_IR@calendar=persian",
            "ur_PK@calendar=islamic-civil", "fa_IR@calendar=gregorian",
        ]

    /// The column a pattern letter writes, as the README lists them.
    static func column(_ letter: Character) -> DatePickerColumn? {
        switch letter {
        case "G": .era
        case "y", "Y", "u", "U", "r": .year
        case "M", "L": .month
        case "d": .day
        default: nil
        }
    }

    /// A pattern's text for the instant, piece by piece (a run of one letter, or the text between), with the
    /// column each piece writes; quotes removed as ICU reads them.
    static func pieces(of pattern: String, formatter: DateFormatter) -> [(text: String, column: DatePickerColumn?)] {
        var pieces: [(text: String, column: DatePickerColumn?)] = []
        var literal = ""
        var quoted = false
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            let next = pattern.index(after: index)
            if character == "'" {
                if next < pattern.endIndex, pattern[next] == "'" {
                    literal.append("'")
                    index = pattern.index(after: next)
                } else {
                    quoted.toggle()
                    index = next
                }
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else {
                literal.append(character)
                index = next
                continue
            }
            if !literal.isEmpty { pieces.append((literal, nil)) }
            literal = ""
            var end = index
            while end < pattern.endIndex, pattern[end] == character { end = pattern.index(after: end) }
            formatter.dateFormat = String(pattern[index..<end])
            pieces.append((formatter.string(from: instant), column(character)))
            index = end
        }
        if !literal.isEmpty { pieces.append((literal, nil)) }
        return pieces
    }

    @Test("In every right-to-left locale, each picker's columns from the left are where FriBidi shows its fields")
    func everyLocaleAgreesWithFriBidi() throws {
        var texts: [[UInt32]] = []
        var owners: [[DatePickerColumn?]] = []
        var checked:
            [(identifier: String, kind: DatePickerKind, columns: [DatePickerColumn], ours: [DatePickerColumn])] =
                []
        for identifier in Self.identifiers {
            let layout = DatePickerLayout(for: Locale(identifier: identifier))
            guard layout.isRightToLeft else { continue }
            for kind in DatePickerKind.allCases {
                let formatter = DateFormatter()
                formatter.locale = layout.locale
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateStyle = .long
                formatter.dateFormat = layout.pattern(for: kind)
                let label = formatter.string(from: Self.instant)
                let pieces = Self.pieces(of: layout.pattern(for: kind), formatter: formatter)
                // Field by field is what a label formatted from the whole pattern shows.
                #expect(pieces.map(\.text).joined() == label, "\(identifier) \(kind)")
                let scalars = pieces.flatMap { Array($0.text.unicodeScalars) }
                texts.append(scalars.map(\.value))
                owners.append(pieces.flatMap { Array(repeating: $0.column, count: $0.text.unicodeScalars.count) })
                checked.append((identifier, kind, layout.columns(for: kind), layout.columnsLeftToRight(for: kind)))
            }
        }
        // A label's natural direction: its first strong letter's (Pashto's Latin era `AP`), else right to left.
        let fribidi = try VisualOrderTests.fribidiPositions(
            texts, rightToLeft: Array(repeating: true, count: texts.count), firstStrong: true)
        let latinFirst = texts.filter {
            $0.lazy.compactMap(Unicode.Scalar.init).map(BidiClass.init).first {
                [.leftToRight, .rightToLeft, .arabicLetter].contains($0)
            } == .leftToRight
        }.count
        var wrong: [String] = []
        var unmirrored = 0
        for ((item, positions), owner) in zip(zip(checked, fribidi), owners) {
            func leftmost(_ column: DatePickerColumn) -> Int {
                owner.indices.filter { owner[$0] == column }.map { positions[$0] }.min() ?? .max
            }
            let expected = item.columns.sorted { leftmost($0) < leftmost($1) }
            if item.ours != expected {
                wrong.append(
                    "\(item.identifier) \(item.kind): \(item.ours.map(\.rawValue)) vs \(expected.map(\.rawValue))")
            }
            if item.columns.count > 1, expected != item.columns.reversed() { unmirrored += 1 }
        }
        #expect(checked.count > 350, "the right-to-left locales' pickers are among the cases")
        #expect(unmirrored > 40, "some right-to-left dates are not mirrored (he_IL's 15.4.2026)")
        #expect(latinFirst > 10, "some right-to-left dates start with a Latin letter (ps_AF's era AP)")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked.count) differ: \(wrong.prefix(10))")
    }

    @Test("Left to right, the columns from the left are the pattern's, in every locale")
    func leftToRightLocales() {
        for identifier in Locale.availableIdentifiers {
            let layout = DatePickerLayout(for: Locale(identifier: identifier))
            guard !layout.isRightToLeft else { continue }
            for kind in DatePickerKind.allCases {
                #expect(layout.columnsLeftToRight(for: kind) == layout.columns(for: kind), "\(identifier) \(kind)")
            }
        }
    }

    @Test(
        "The documented examples: digits between dots or slashes stay left to right; other dates are mirrored",
        arguments: [
            ("he_IL", DatePickerKind.numeric, [DatePickerColumn.day, .month, .year]),
            ("he_IL", .withMonthNames, [.year, .month, .day]), ("fa_IR", .numeric, [.year, .month, .day]),
            ("sd", .numeric, [.day, .month, .year]), ("ff_Adlm", .numeric, [.year, .month, .day]),
            ("nqo", .numeric, [.month, .day, .year]), ("ar_EG", .numeric, [.year, .month, .day]),
            ("ps_AF", .withMonthNames, [.era, .year, .day, .month]), ("ps_AF", .monthDay, [.month, .day]),
            ("en_US", .numeric, [.month, .day, .year]),
        ])
    func documentedExamples(identifier: String, kind: DatePickerKind, expected: [DatePickerColumn]) {
        let layout = DatePickerLayout(for: Locale(identifier: identifier))
        #expect(layout.columnsLeftToRight(for: kind) == expected)
        #expect(
            layout.columns(for: kind)
                == [layout.numeric, layout.withMonthNames, layout.yearMonth, layout.monthDay][
                    DatePickerKind.allCases.firstIndex(of: kind)!])
    }
}
