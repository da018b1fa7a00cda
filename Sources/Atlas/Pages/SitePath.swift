import DateOrder

/// Where pages live, and links between them: every link on the site is made here, relative to the page it
/// appears on, so the site works from disk, behind any host and under any sub-path.
struct SitePath: Hashable, Sendable {
    /// The page's path relative to the output folder, e.g. `"locales/ja_JP.html"`.
    let page: String

    /// The prefix that leads from the page back to the output folder: `""` or `"../"`.
    var root: String { String(repeating: "../", count: page.split(separator: "/").count - 1) }

    /// A link from this page to `target` (a path relative to the output folder, with an optional `#fragment`).
    func link(to target: String) -> String {
        if target.hasPrefix("#") { return target }
        let (path, fragment) = target.split(separator: "#", maxSplits: 1).map(String.init).pair
        if path == page { return fragment.map { "#" + $0 } ?? "" }
        let folder = page.split(separator: "/").dropLast().joined(separator: "/")
        let relative =
            !folder.isEmpty && path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : root + path
        return relative + (fragment.map { "#" + $0 } ?? "")
    }

    /// The page of a locale: `locales/ja_JP.html`.
    static func locale(_ identifier: String) -> String { "locales/" + SafeFileName.make(identifier) + ".html" }

    /// The page of a `yyyyMMdd` order: `orders/dmy.html`.
    static func order(_ order: DateFieldOrder) -> String { "orders/" + order.code.lowercased() + ".html" }

    /// The page of a picker order: `pickers/numeric-mdy.html`.
    static func picker(_ kind: DatePickerKind, _ order: DateFieldOrder) -> String {
        "pickers/" + kind.slug + "-" + order.code.lowercased() + ".html"
    }
}

extension DatePickerKind {
    /// `numeric`, `with-month-names`, `year-month`, `month-day`: for paths, anchors and query parameters.
    var slug: String {
        switch self {
        case .numeric: "numeric"
        case .withMonthNames: "with-month-names"
        case .yearMonth: "year-month"
        case .monthDay: "month-day"
        }
    }

    /// `Numeric date`, `Date with month names`, `Year and month`, `Month and day`: a heading.
    var title: String {
        switch self {
        case .numeric: "Numeric date"
        case .withMonthNames: "Date with month names"
        case .yearMonth: "Year and month"
        case .monthDay: "Month and day"
        }
    }
}

extension Array where Element == String {
    /// The first element and the second, if any.
    fileprivate var pair: (String, String?) { (self.first ?? "", self.count > 1 ? self[1] : nil) }
}
