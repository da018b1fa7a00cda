import DateOrder
import Foundation
import Testing

/// Where the seconds column of a right-to-left locale's time stands from the left, against GNU FriBidi: beside the
/// minute on the side away from the hour, as ``TimePickerLayout/includesSeconds`` says, and the other columns where
/// ``TimePickerLayout/columnsLeftToRight`` of the layout with seconds puts them.
@Suite("Time picker with seconds from the left (UAX #9)")
struct TimeSecondsLeftToRightTests {
    /// The column a letter writes, seconds included.
    static func column(_ letter: Character) -> String? {
        switch letter {
        case "a", "b", "B": "dayPeriod"
        case "h", "H", "K", "k": "hour"
        case "m": "minute"
        case "s": "second"
        default: nil
        }
    }

    /// A pattern's text, scalar by scalar, with the column each scalar's field writes (each field formatted alone).
    static func scalars(of pattern: String, formatter: DateFormatter, at instant: Date) -> ([UInt32], [String?]) {
        var text: [UInt32] = []
        var owners: [String?] = []
        func add(_ piece: String, _ owner: String?) {
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
        "In every right-to-left locale, on every clock, morning and afternoon, the seconds stand beside the minute away from the hour",
        arguments: [nil, Locale.HourCycle.oneToTwelve, .zeroToTwentyThree] as [Locale.HourCycle?])
    func secondsBesideTheMinute(chosen: Locale.HourCycle?) throws {
        var texts: [[UInt32]] = []
        var owners: [[String?]] = []
        var checked: [(name: String, layout: TimePickerLayout)] = []
        for identifier in TimeColumnsLeftToRightTests.identifiers {
            let layout = TimePickerLayout(
                for: Locale(identifier: identifier), hourCycle: chosen, includingSeconds: true)
            for instant in TimeColumnsLeftToRightTests.instants {
                let formatter = DateFormatter()
                formatter.locale = layout.locale
                formatter.timeZone = TimeZone(identifier: "UTC")
                let (text, owner) = Self.scalars(of: layout.pattern, formatter: formatter, at: instant)
                texts.append(text)
                owners.append(owner)
                checked.append(("\(identifier) \(layout.pattern.debugDescription)", layout))
            }
        }
        let fribidi = try VisualOrderTests.fribidiPositions(
            texts, rightToLeft: Array(repeating: true, count: texts.count), firstStrong: true)
        var wrong: [String] = []
        var secondsLeftOfMinute = 0
        for ((item, positions), owner) in zip(zip(checked, fribidi), owners) {
            func leftmost(_ column: String) -> Int {
                owner.indices.filter { owner[$0] == column }.map { positions[$0] }.min() ?? .max
            }
            let shown = ["hour", "minute", "second", "dayPeriod"].filter { owner.contains($0) }
                .sorted { leftmost($0) < leftmost($1) }
            // The rule: the seconds beside the minute, on the side away from the hour; the rest as the layout says.
            var expected = item.layout.columnsLeftToRight.map(\.rawValue)
            let minute = try #require(expected.firstIndex(of: "minute"), "\(item.name)")
            let hourIsLeft = (expected.firstIndex(of: "hour") ?? 0) < minute
            expected.insert("second", at: hourIsLeft ? minute + 1 : minute)
            if !hourIsLeft { secondsLeftOfMinute += 1 }
            if shown != expected { wrong.append("\(item.name): FriBidi \(shown), the rule \(expected)") }
        }
        #expect(checked.count > 150)
        #expect(secondsLeftOfMinute > 0, "Adlam's and N'Ko's digits run right to left: their seconds are on the left")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked.count): \(wrong.prefix(10))")
    }
}
