import DateOrder

/// Where pages live, and links between them: every link on the site is made here, relative to the page it
/// appears on, so the site works from disk, behind any host and under any sub-path.
struct SitePath: Hashable, Sendable {
    /// The page's path relative to the output folder, e.g. `"locales/ja_JP.html"`.
    let page: String
    /// The prefix that leads from the page back to the output folder: `""` or `"../"`.
    let root: String
    /// The page's folder with a trailing `/` (`"locales/"`), or `""` for a page at the top.
    private let folder: String

    init(page: String) {
        self.page = page
        let components = page.split(separator: "/")
        root = String(repeating: "../", count: max(components.count - 1, 0))
        folder = components.count > 1 ? components.dropLast().joined(separator: "/") + "/" : ""
    }

    /// A link from this page to `target` (a path relative to the output folder, with an optional `#fragment`).
    func link(to target: String) -> String {
        if target.hasPrefix("#") { return target }
        var path = target[...]
        var fragment: Substring?
        if let hash = target.firstIndex(of: "#") {
            path = target[..<hash]
            let rest = target[target.index(after: hash)...]
            fragment = rest.isEmpty ? nil : rest
        }
        let suffix = fragment.map { "#" + $0 } ?? ""
        if path == page { return suffix }
        let relative = !folder.isEmpty && path.hasPrefix(folder) ? path.dropFirst(folder.count) : Substring(root + path)
        return relative + suffix
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
