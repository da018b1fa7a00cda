import DateOrder
import Foundation
import Testing

/// ``TimePickerLayout/columnsLeftToRight`` against GNU FriBidi: where a right-to-left line shows each field of every
/// right-to-left locale's formatted time, on its own clock and on a chosen 12- or 24-hour one, in the morning and
/// in the afternoon (the two day period names can differ in script, and so in where they stand).
@Suite("Time picker columns from the left (UAX #9)")
struct TimeColumnsLeftToRightTests {
    /// 04:45 and 16:45 UTC on 2026-04-15: the morning's day period name and the afternoon's.
    static let instants = [Date(timeIntervalSince1970: 1_776_228_300), Date(timeIntervalSince1970: 1_776_271_500)]

    /// Every right-to-left locale, and some in calendars other than their own (the calendar can change the time
    /// pattern).
    static let identifiers =
        Locale.availableIdentifiers.sorted().filter {
            Locale(identifier: $0).language.characterDirection == .rightToLeft
        } + [
            "he_IL@calendar=hebrew", "ar_EG@calendar=islamic-umalqura", "ckb_IR@calendar=persian",
            "ur_PK@calendar=islamic-civil", "fa_IR@calendar=gregorian", "ar_SA@calendar=gregorian",
        ]

    /// The column a time pattern letter writes, as the documentation lists them.
    static func column(_ letter: Character) -> TimePickerColumn? {
        switch letter {
        case "a", "b", "B": .dayPeriod
        case "h", "H", "K", "k": .hour
        case "m": .minute
        default: nil
        }
    }

    /// A pattern's text for an instant, scalar by scalar, with the column each scalar's field writes (`column` of
    /// its letter: ``column(_:)``, or `TimeSecondsLeftToRightTests`'s, seconds included): each run of one letter
    /// formatted alone, the text between as ICU reads it (quotes removed).
    static func scalars<Column>(
        of pattern: String, formatter: DateFormatter, at instant: Date, column: (Character) -> Column?
    ) -> (text: [UInt32], owners: [Column?]) {
        var text: [UInt32] = []
        var owners: [Column?] = []
        func add(_ piece: String, _ owner: Column?) {
            text += piece.unicodeScalars.map(\.value)
            owners += Array(repeating: owner, count: piece.unicodeScalars.count)
        }
        let characters = Array(pattern)
        var quoted = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    add("'", nil)
                    index += 2
                } else {
                    quoted.toggle()
                    index += 1
                }
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else {
                add(String(character), nil)
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end] == character { end += 1 }
            formatter.dateFormat = String(characters[index..<end])
            add(formatter.string(from: instant), column(character))
            index = end
        }
        return (text, owners)
    }

    @Test(
        "In every right-to-left locale, on every clock, morning and afternoon, the time columns from the left are where FriBidi shows their fields",
        arguments: [nil, Locale.HourCycle.oneToTwelve, .zeroToTwentyThree] as [Locale.HourCycle?])
    func everyLocaleAgreesWithFriBidi(chosen: Locale.HourCycle?) throws {
        var texts: [[UInt32]] = []
        var owners: [[TimePickerColumn?]] = []
        var checked: [(name: String, columns: [TimePickerColumn], ours: [TimePickerColumn])] = []
        for identifier in Self.identifiers {
            let layout = TimePickerLayout(for: Locale(identifier: identifier), hourCycle: chosen)
            for instant in Self.instants {
                let formatter = DateFormatter()
                formatter.locale = layout.locale
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateFormat = layout.pattern
                let label = formatter.string(from: instant)
                let (text, owner) = Self.scalars(
                    of: layout.pattern, formatter: formatter, at: instant, column: Self.column)
                // Field by field is what a label formatted from the whole pattern shows.
                #expect(
                    String(String.UnicodeScalarView(text.compactMap(Unicode.Scalar.init))) == label, "\(identifier)")
                texts.append(text)
                owners.append(owner)
                checked.append(("\(identifier) \(label.debugDescription)", layout.columns, layout.columnsLeftToRight))
            }
        }
        // A label's natural direction: its first strong letter's (ur_PK's left-to-right mark), else right to left.
        let fribidi = try VisualOrderTests.fribidiPositions(
            texts, rightToLeft: Array(repeating: true, count: texts.count), firstStrong: true)
        var wrong: [String] = []
        for ((item, positions), owner) in zip(zip(checked, fribidi), owners) {
            func leftmost(_ column: TimePickerColumn) -> Int {
                owner.indices.filter { owner[$0] == column }.map { positions[$0] }.min() ?? .max
            }
            let expected = item.columns.sorted { leftmost($0) < leftmost($1) }
            if item.ours != expected {
                wrong.append("\(item.name): \(item.ours.map(\.rawValue)) vs \(expected.map(\.rawValue))")
            }
        }
        #expect(checked.count > 150, "the right-to-left locales' times are among the cases")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked.count) differ: \(wrong.prefix(10))")
    }
}
