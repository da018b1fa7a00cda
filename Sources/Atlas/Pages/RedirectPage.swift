/// A small page at another name of a locale (`locales/zh_TW.html`, `locales/en-CA.html`) that sends the reader,
/// or a link preview, to the locale's own page: a one-line script that keeps the address's fragment, an immediate
/// refresh for readers without JavaScript, a canonical link, and a plain link for
/// anything that follows neither. It is not a layout page: it only points elsewhere.
enum RedirectPage {
    /// The HTML of the redirect from `alias` to the page of `identifier`, with that page's preview image, its
    /// title and description where shared (`share`) and the site's icons, so a pasted alias unfurls like the page;
    /// absolute canonical and image with `baseURL`.
    static func html(
        alias: String, identifier: String, share: LocaleShare? = nil, image: PreviewImage? = nil, baseURL: String?
    ) -> String {
        let path = SitePath(page: SitePath.locale(alias))
        let target = path.link(to: SitePath.locale(identifier))
        let canonical = (baseURL.map { $0 + SitePath.locale(identifier) }) ?? target
        let title = "\(alias) is \(identifier) — Date Order Atlas"
        var head: [HTMLFragment] = [
            .element("meta", [("charset", "utf-8")]),
            .element("title", [], [.text(title)]),
            .element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
            .element("meta", [("name", "robots"), ("content", "noindex")]),
            .element("link", [("rel", "canonical"), ("href", canonical)]),
            // The script goes first and keeps the fragment (`en-CA.html#yMMMd` → `en_CA.html#yMMMd`), which a
            // refresh drops; the refresh is for readers without JavaScript.
            .element("script", [], [.trusted("location.replace(\(InlineJSON.string(target)) + location.hash);")]),
            .element("meta", [("http-equiv", "refresh"), ("content", "0; url=" + target)]),
            .element("link", [("rel", "stylesheet"), ("href", path.link(to: "assets/style.css"))]),
            .element(
                "link", [("rel", "icon"), ("href", path.link(to: Favicon.svgPath)), ("type", "image/svg+xml")]),
        ]
        if let image {
            let url = baseURL.map { $0 + image.path } ?? path.link(to: image.path)
            // The locale page's title (naming the alias too) and description, so a shared alias does not unfurl as
            // its raw <title>, given as plain, Open Graph and Twitter tags alike, as the layout's pages give theirs;
            // the type, which Open Graph requires of every page, and the site's name.
            let socialTitle = share?.title(identifier, alias: alias) ?? "\(identifier) (\(alias)) — Date Order Atlas"
            let description = share?.description ?? image.alt
            head += [
                .element("meta", [("name", "description"), ("content", description)]),
                .element("meta", [("property", "og:type"), ("content", "website")]),
                .element("meta", [("property", "og:site_name"), ("content", "Date Order Atlas")]),
                .element("meta", [("property", "og:title"), ("content", socialTitle)]),
                .element("meta", [("property", "og:description"), ("content", description)]),
                .element("meta", [("property", "og:url"), ("content", canonical)]),
                .element("meta", [("property", "og:image"), ("content", url)]),
                .element("meta", [("property", "og:image:type"), ("content", "image/png")]),
                .element("meta", [("property", "og:image:width"), ("content", String(PreviewImage.width))]),
                .element("meta", [("property", "og:image:height"), ("content", String(PreviewImage.height))]),
                .element("meta", [("property", "og:image:alt"), ("content", image.alt)]),
                .element("meta", [("name", "twitter:card"), ("content", "summary_large_image")]),
                .element("meta", [("name", "twitter:title"), ("content", socialTitle)]),
                .element("meta", [("name", "twitter:description"), ("content", description)]),
                .element("meta", [("name", "twitter:image"), ("content", url)]),
                .element("meta", [("name", "twitter:image:alt"), ("content", image.alt)]),
            ]
        }
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
