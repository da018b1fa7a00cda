import LocaleProfiles

/// Validates `--base-url`: an absolute `http` or `https` URL, written in plain ASCII, with a host (a name, an
/// IPv4 address or a bracketed IPv6 address), an optional port from 1 to 65535, and an optional path; no user
/// information, query or fragment. An empty port is the scheme's default. Every character must be one a URL may hold as it is (RFC 3986, with `%XX`
/// escapes), so control characters, white space, bidi and other format characters, backslashes, backticks,
/// quotes and angle brackets are refused, and the canonical links and `sitemap.xml` stay well-formed.
enum BaseURL {
    /// The longest base URL accepted.
    static let maximumLength = 2_000

    /// The URL with its scheme and host in lower case (`HTTPS://Example.ORG/Atlas` is `https://example.org/Atlas/`:
    /// they are case-insensitive, and canonical links should be written one way), its port as a plain number and
    /// left out where it is the scheme's default or empty (`https://example.org:443/` and `https://example.org:/`
    /// are `https://example.org/`) and a trailing `/` added when
    /// missing, or `nil` for `nil`; a usage error saying what is wrong.
    static func validate(_ value: String?) throws(UsageError) -> String? {
        guard let value else { return nil }
        if let problem = problem(value) {
            throw UsageError(
                "--base-url needs an absolute http(s) URL without user, query or fragment: \(problem), got "
                    + Visible.quoted(value), usage: Usage.build)
        }
        // `problem` found "://" and an authority before the path.
        let separator = value.range(of: "://")!
        let rest = value[separator.upperBound...]
        let authority = rest.prefix { $0 != "/" }
        let scheme = value[..<separator.lowerBound].lowercased()
        var host = authority.lowercased()
        // The port as a number (`:080` is `:80`), and none where it is the scheme's own (`https://x:443/`).
        if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
            // `problem` allowed only digits or nothing after the colon: nothing is the default port too.
            let port = Int(host[host.index(after: colon)...])
            let isDefault = port == nil || (scheme == "http" && port == 80) || (scheme == "https" && port == 443)
            host = String(host[..<colon]) + (isDefault ? "" : ":\(port!)")
        }
        let normalized = scheme + "://" + host + rest.dropFirst(authority.count)
        return normalized.hasSuffix("/") ? normalized : normalized + "/"
    }

    /// What is wrong with `value` as a base URL, in a few words, or `nil` when nothing is.
    static func problem(_ value: String) -> String? {
        let scalars = Array(value.unicodeScalars)
        if scalars.count > maximumLength { return "longer than \(maximumLength) characters" }
        if let bad = scalars.first(where: { !isAllowed($0) }) {
            return "it contains "
                + (bad.isASCII && bad.value > 0x20 && bad.value < 0x7F ? "'\(bad)'" : Visible.codePoint(bad))
        }
        guard let separator = value.range(of: "://") else { return "no scheme" }
        let scheme = value[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return "the scheme is not http or https" }
        let rest = value[separator.upperBound...]
        if rest.contains("?") { return "it has a query" }
        if rest.contains("#") { return "it has a fragment" }
        let authority = rest.prefix { $0 != "/" }
        let path = rest.dropFirst(authority.count)
        if authority.contains("@") { return "it has user information" }
        let host: Substring
        let port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return "an unclosed IPv6 address" }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return "text after the IPv6 address" }
            port = after.isEmpty ? nil : after.dropFirst()
            guard Self.isIPv6(host) else { return "an invalid IPv6 address" }
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            port = parts.count > 1 ? parts[1] : nil
            if let problem = hostProblem(host) { return problem }
        }
        // An empty port (`https://example.org:/`) is the scheme's default, as RFC 3986 and browsers read it.
        if let port, !port.isEmpty {
            guard port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber),
                let number = Int(port), (1...65_535).contains(number)
            else { return "the port is not a number from 1 to 65535" }
        }
        if let problem = pathProblem(path) { return problem }
        return nil
    }

    /// A host name: dot-separated labels of letters, digits and hyphens (not at either end), each at most 63
    /// characters, 253 in all; a trailing dot is allowed.
    private static func hostProblem(_ host: Substring) -> String? {
        if host.isEmpty { return "no host" }
        if host.count > 253 { return "the host is too long" }
        let labels =
            host.hasSuffix(".")
            ? host.dropLast().split(separator: ".", omittingEmptySubsequences: false)
            : host.split(separator: ".", omittingEmptySubsequences: false)
        for label in labels {
            guard !label.isEmpty, label.count <= 63, !label.hasPrefix("-"), !label.hasSuffix("-"),
                label.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else { return "an invalid host name" }
        }
        // Digits alone make an IPv4 address: four numbers from 0 to 255 (`999.999.999.999` is no host).
        if labels.allSatisfy({ $0.allSatisfy(\.isNumber) }), !Self.isIPv4(labels) { return "an invalid IPv4 address" }
        return nil
    }

    /// Four dot-separated numbers from 0 to 255.
    private static func isIPv4(_ parts: [Substring]) -> Bool {
        parts.count == 4 && parts.allSatisfy { $0.count <= 3 && (Int($0).map { $0 <= 255 } ?? false) }
    }

    /// Eight groups of one to four hex digits separated by `:`, fewer with one `::`, the last two may be an IPv4
    /// address (`::ffff:192.0.2.1`).
    private static func isIPv6(_ host: Substring) -> Bool {
        let halves = host.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        var groups = 0
        for (index, half) in halves.enumerated() where !half.isEmpty {
            let parts = half.split(separator: ":", omittingEmptySubsequences: false)
            for (position, part) in parts.enumerated() {
                if index == halves.count - 1, position == parts.count - 1, part.contains(".") {
                    guard isIPv4(part.split(separator: ".", omittingEmptySubsequences: false)) else { return false }
                    groups += 2
                } else {
                    guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit) else { return false }
                    groups += 1
                }
            }
        }
        return halves.count == 2 ? groups <= 7 : groups == 8
    }

    /// A path: empty or starting with `/`; no brackets; `%` only as the start of a `%XX` escape; no `.` or `..`
    /// segment (written or escaped), which would make every canonical link and sitemap entry climb elsewhere.
    private static func pathProblem(_ path: Substring) -> String? {
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            let decoded = segment.replacingOccurrences(of: "%2e", with: ".", options: .caseInsensitive)
            if decoded == "." || decoded == ".." { return "a '.' or '..' segment in the path" }
        }
        let scalars = Array(path.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "[" || scalars[index] == "]" { return "a bracket in the path" }
            if scalars[index] == "%" {
                guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
                    scalars[index + 2].properties.isASCIIHexDigit
                else { return "a '%' that does not start a %XX escape" }
                index += 3
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The characters a URL may hold as they are: letters, digits, `-._~`, `!$&()*+,;=`, `:@/`, `%` (for
    /// escapes), and `?#[]` (rejected above as query and fragment, allowed in an IPv6 host).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": return true
        default: return "-._~!$&()*+,;=:@/%?#[]".unicodeScalars.contains(scalar)
        }
    }
}
