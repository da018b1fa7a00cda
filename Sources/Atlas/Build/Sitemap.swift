import LocaleProfiles

/// `sitemap.xml`: absolute URLs when a base URL is given, relative ones otherwise.
///
/// It is always well-formed XML: every scalar a URL may not hold as it is (controls, spaces, quotes, angle
/// brackets, backslashes, non-ASCII) is percent-encoded as UTF-8, and `&` is escaped. `build` accepts only
/// plain absolute http(s) base URLs, so for the sites it writes the encoding changes nothing.
enum Sitemap {
    static func xml(paths: [String], baseURL: String?) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths.sortedInUTF8Order() {
            xml += "  <url><loc>" + HTMLEscaping.escape(encoded((baseURL ?? "") + path)) + "</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// The URL with every byte outside RFC 3986's printable set percent-encoded.
    static func encoded(_ url: String) -> String {
        var result = ""
        for byte in url.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte > 0x20, byte < 0x7F, !"\"'<>\\^`{|}".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
