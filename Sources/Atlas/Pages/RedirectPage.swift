/// A small page at another name of a locale (`locales/zh_TW.html`, `locales/en-CA.html`) that sends the reader,
/// or a link preview, to the locale's own page: an immediate refresh, a canonical link, and a plain link for
/// anything that follows neither. It is not a layout page: it only points elsewhere.
enum RedirectPage {
    /// The HTML of the redirect from `alias` to the page of `identifier`; absolute canonical with `baseURL`.
    static func html(alias: String, identifier: String, baseURL: String?) -> String {
        let path = SitePath(page: SitePath.locale(alias))
        let target = path.link(to: SitePath.locale(identifier))
        let canonical = (baseURL.map { $0 + SitePath.locale(identifier) }) ?? target
        let title = "\(alias) is \(identifier) — Date Order Atlas"
        let head: [HTMLFragment] = [
            .element("meta", [("charset", "utf-8")]),
            .element("title", [], [.text(title)]),
            .element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
            .element("meta", [("name", "robots"), ("content", "noindex")]),
            .element("link", [("rel", "canonical"), ("href", canonical)]),
            .element("meta", [("http-equiv", "refresh"), ("content", "0; url=" + target)]),
            .element("link", [("rel", "stylesheet"), ("href", path.link(to: "assets/style.css"))]),
        ]
        let body = HTMLFragment.element(
            "main", [("id", "main")],
            [
                .element(
                    "p", [],
                    [
                        .element("code", [], [.text(alias)]), .text(" is "),
                        .element("a", [("href", target)], [.text(identifier)]),
                        .text(" in Foundation's list of locales."),
                    ])
            ])
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n" + head.map(\.html).joined(separator: "\n")
            + "\n</head>\n<body class=\"redirect\">\n" + body.html + "\n</body>\n</html>\n"
    }
}
