import Foundation

extension ReferenceReading {
    /// An independent reading of a time pattern with seconds: the columns by first appearance outside quotes
    /// (`hour`, `minute`, `second`, `dayPeriod`), the literal text between the minute and a seconds field right
    /// after it (quotes removed), and where the day period stands among the columns (`first`, `last`, `none`, or
    /// `between X and Y`).
    package struct Seconds: Equatable, Sendable {
        package var columns: [String] = []
        package var minuteSecondSeparator = ""
        /// The literal text between the hour and a minute field right after it (quotes removed).
        package var hourMinuteSeparator = ""
        /// The columns whose first field is one letter long (`minute` and `second` in `H시 m분 s초`).
        package var oneDigit: Set<String> = []

        package init(_ pattern: String) {
            var quoted = false
            var literal: [UInt8] = []
            var previous: UInt8?
            var lastField: UInt8?
            var firstLetterIndex: [String: Int] = [:]
            let bytes = Array(pattern.utf8)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "'") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "'") {
                        literal.append(byte)
                        index += 1
                    } else {
                        quoted.toggle()
                    }
                    previous = nil
                    continue
                }
                let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                guard !quoted, isLetter else {
                    literal.append(byte)
                    previous = nil
                    continue
                }
                if byte == previous {  // the same field goes on
                    if let last = columns.last, index - 2 == firstLetterIndex[last] { oneDigit.remove(last) }
                    continue
                }
                if byte == UInt8(ascii: "s"), lastField == UInt8(ascii: "m"), minuteSecondSeparator.isEmpty {
                    minuteSecondSeparator = String(decoding: literal, as: UTF8.self)
                }
                if byte == UInt8(ascii: "m"), let last = lastField, "hHkK".utf8.contains(last),
                    hourMinuteSeparator.isEmpty
                {
                    hourMinuteSeparator = String(decoding: literal, as: UTF8.self)
                }
                let column: String? =
                    switch Character(Unicode.Scalar(byte)) {
                    case "a", "b", "B": "dayPeriod"
                    case "h", "H", "K", "k": "hour"
                    case "m": "minute"
                    case "s": "second"
                    default: nil
                    }
                if let column, !columns.contains(column) {
                    columns.append(column)
                    firstLetterIndex[column] = index - 1
                    oneDigit.insert(column)
                }
                literal = []
                previous = byte
                lastField = byte
            }
        }

        /// Where the day period stands: `first`, `last`, `none`, or between the two columns around it.
        package var dayPeriodPlacement: String {
            guard let period = columns.firstIndex(of: "dayPeriod") else { return "none" }
            if period == 0 { return "first" }
            if period == columns.count - 1 { return "last" }
            return "between \(columns[period - 1]) and \(columns[period + 1])"
        }
    }
}

extension ReferenceReading {
    /// A locale's time with seconds as a fresh `DateFormatter` gives it, read independently of the code under test:
    /// the `jms` pattern, its sample at 2026-04-15 16:45:30 UTC, its ``Seconds`` reading, and the `hms` and `Hms`
    /// patterns.
    package struct FreshSeconds: Sendable {
        package let pattern: String
        package let sample: String
        package let reading: Seconds
        package let twelveHour: String
        package let twentyFourHour: String

        package init(_ identifier: String) {
            let locale = Locale(identifier: identifier)
            func fresh(_ template: String) -> String {
                DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
            }
            pattern = fresh("jms")
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = pattern
            sample = formatter.string(from: Date(timeIntervalSince1970: 1_776_271_530))
            reading = Seconds(pattern)
            twelveHour = fresh("hms")
            twentyFourHour = fresh("Hms")
        }
    }
}
