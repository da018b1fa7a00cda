import DateOrder
import LocaleProfiles

/// The readable summary `dateorder show` prints.
enum ProfileSummary {
    static func text(for profile: LocaleProfile) -> String {
        var lines: [String] = []
        lines.append("\(profile.identifier) — \(profile.englishName) — \(profile.nativeName)")
        let primary = profile.primary
        lines.append(
            "order:    \(primary.order?.code ?? "-")  (\(primary.order?.order?.spelledOut ?? "fields missing"))")
        lines.append("pattern:  \(primary.pattern)")
        lines.append("sample:   \(primary.sample)")
        lines.append(
            "calendar: \(profile.calendar), first weekday \(profile.firstWeekday), \(profile.hourCycle), "
                + "digits \(profile.numberingSystem), \(profile.characterDirection)")
        lines.append("")
        let width = max(8, profile.formats.map(\.template.rawValue.count).max() ?? 0)
        lines.append(pad("template", width) + "  order       pattern  →  sample")
        for format in profile.formats {
            var line =
                pad(format.template.rawValue, width) + "  " + pad(format.order?.code ?? "-", 10) + "  "
                + format.pattern + "  →  " + format.sample
            if let gregorian = format.gregorian {
                line += "   (gregorian: \(gregorian.pattern)  →  \(gregorian.sample))"
            }
            lines.append(line)
        }
        let conflicts = profile.conflicts
        if !conflicts.isEmpty {
            lines.append("")
            lines.append("conflicts:")
            for conflict in conflicts {
                lines.append(
                    "  \(conflict.kind.title): \(conflict.template) is \(conflict.order), numeric order implies \(conflict.expected)"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
