import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// A Swift snippet that reproduces a locale page's order with Foundation: the well-known template trick,
/// done right (quotes, `''`, combining marks, and every year and month letter).
enum SwiftSnippet {
    static func markdown(for profile: LocaleProfile) -> String {
        let identifier = profile.identifier.filter { $0.isASCII && ($0.isLetter || $0.isNumber || "_-@=".contains($0)) }
        let expected = profile.primary.order?.code ?? "?"
        let text = profile.format(for: .withMonthNames)?.order?.code ?? "?"
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
            for template in ["yyyyMMdd", "yMMMMd", "yMMMM", "MMMMd"] {
                let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
                print(template, pattern, fieldOrder(pattern))
            }
            // yyyyMMdd → \(expected), yMMMMd → \(text) on this toolchain
            ```
            """
    }
}
