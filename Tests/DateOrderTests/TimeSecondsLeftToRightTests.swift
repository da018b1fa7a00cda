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
                let (text, owner) = TimeColumnsLeftToRightTests.scalars(
                    of: layout.pattern, formatter: formatter, at: instant, column: Self.column)
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
