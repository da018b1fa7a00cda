import DateOrder
import LocaleProfiles

/// A Swift snippet that reproduces a locale page's answer with Foundation alone, for every kind of picker and the
/// `yyyyMMdd` trick: the template trick done right (quotes, `''`, combining marks, every year and month letter).
/// It compiles and runs as it stands (a test does both); the page gives it a copy button.
enum SwiftSnippet {
    /// The pickers and the trick, as the snippet lists them: a label and a template.
    static let rows: [(label: String, template: DateTemplate)] =
        DatePickerKind.allCases.map { ($0.description, $0.template) } + [("yyyyMMdd trick", .yyyyMMdd)]

    /// The locale's identifier as it stands between quotes in Swift: the characters an identifier is made of, never a
    /// quote or a backslash, whatever the data holds.
    static func literalIdentifier(_ profile: LocaleProfile) -> String {
        profile.identifier.filter { $0.isASCII && ($0.isLetter || $0.isNumber || "_-@=".contains($0)) }
    }

    static func markdown(for profile: LocaleProfile) -> String {
        let identifier = literalIdentifier(profile)
        let expected = rows.map { row in
            row.label + " " + (profile.format(for: row.template)?.order?.order?.code ?? "?")
        }.joined(separator: ", ")
        let list = rows.map { "(\"\($0.label)\", \"\($0.template.rawValue)\")" }.joined(separator: ",\n    ")
        let layout =
            profile.answer.row(.withMonthNames).flatMap { $0.order == nil ? nil : PickerSection.swiftArray($0) }
            ?? "[]"
        let time = profile.time
        let timeExpected =
            "jm writes "
            + time.time.columns.map { $0 == .dayPeriod ? "day period" : $0.rawValue }
            .joined(separator: ", ") + (time.hourCycle.map { ", hours \($0.range)" } ?? "")
            + "; yMMMd jm puts the " + (time.dateTimeOrder == .dateFirst ? "date" : "time") + " first"
        // Where the time reads from the left in another order (right to left), the array to lay out from the left.
        let visual = profile.timeColumnsLeftToRight
        let leftToRight =
            visual == time.time.columns
            ? ""
            : "\n// .columnsLeftToRight (lay out from the left, without mirroring) is \(TimeSection.swiftArray(visual)),"
        return """
            ```swift
            import Foundation

            /// The order of year (Y), month (M) and day (D) in a date pattern, read scalar by scalar.
            func fieldOrder(_ pattern: String) -> String {
                var order = "", quoted = false
                var scalars = pattern.unicodeScalars.makeIterator()
                var next = scalars.next()
                while let scalar = next {
                    next = scalars.next()
                    if scalar == "'" {
                        if next == "'" { next = scalars.next() } else { quoted.toggle() }
                        continue
                    }
                    guard !quoted else { continue }
                    let field: String? = switch scalar {
                    case "y", "Y", "u", "U", "r": "Y"
                    case "M", "L": "M"
                    case "d": "D"
                    default: nil
                    }
                    if let field, !order.contains(field) { order += field }
                }
                return order
            }

            let locale = Locale(identifier: "\(identifier)")
            for (picker, template) in [
                \(list),
            ] {
                let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
                print(picker, "|", template, "|", pattern, "|", fieldOrder(pattern))
            }
            // On this toolchain: \(expected).
            // With the DateOrder library: DatePickerLayout(for: locale).withMonthNames is \(layout).

            // The time picker: day period (a), hour (h H K k) and minute (m), and the date with a time.
            for template in ["jm", "hm", "Hm", "yMMMd jm"] {
                print(template, "|", DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "")
            }
            // On this toolchain: \(timeExpected).
            // With the DateOrder library: TimePickerLayout(for: locale).columns is \(TimeSection.swiftArray(time.time.columns)),\(leftToRight)
            // .dateTimeOrder is .\(time.dateTimeOrder.rawValue).
            ```
            """
    }
}
