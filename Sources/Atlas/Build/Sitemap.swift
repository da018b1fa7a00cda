/// `sitemap.xml`: absolute URLs when a base URL is given, relative ones otherwise.
enum Sitemap {
    static func xml(paths: [String], baseURL: String?) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            xml += "  <url><loc>" + HTMLEscaping.escape((baseURL ?? "") + path) + "</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
