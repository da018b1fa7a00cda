/// The Git address of the package behind a site, for the about page's install lines: given (`--package-url`), or
/// read from the base URL of a site published on GitHub Pages (a project site `https://OWNER.github.io/REPO/` comes
/// from `https://github.com/OWNER/REPO.git`), so the lines resolve instead of naming an `OWNER` placeholder.
package struct PackageAddress: Equatable, Sendable {
    /// The address for `.package(url:)`: `https://github.com/OWNER/REPO.git`.
    package let url: String
    /// The name SwiftPM gives the package, the address's last part without `.git`: `REPO`.
    package let name: String

    /// The characters GitHub allows in an account's name; a repository's name may also hold `.` and `_`.
    private static let accountCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

    /// A repository's name as SwiftPM and GitHub take it: letters, digits, `-`, `.` and `_`, not starting with `.`.
    static func isRepositoryName(_ name: Substring) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.allSatisfy { accountCharacters.contains($0) || "._".contains($0) }
    }

    /// The address for a project site's base URL; `nil` for no base URL, a user or organisation site
    /// (`https://OWNER.github.io/`, whose repository is not this package), a custom domain (nothing says where its
    /// repository is), and anything not written with the characters GitHub allows in names.
    package init?(baseURL: String?) {
        guard let baseURL, baseURL.hasPrefix("https://") else { return nil }
        let parts = baseURL.dropFirst("https://".count).split(separator: "/", omittingEmptySubsequences: false)
        let suffix = ".github.io"
        guard parts.count == 3, parts[2].isEmpty, parts[0].lowercased().hasSuffix(suffix) else { return nil }
        let owner = parts[0].dropLast(suffix.count)
        let repository = parts[1]
        guard !owner.isEmpty, owner.allSatisfy(Self.accountCharacters.contains), Self.isRepositoryName(repository)
        else { return nil }
        url = "https://github.com/\(owner)/\(repository).git"
        name = String(repository)
    }

    /// A package's address as given (`https://git.example.org/team/date-order.git`, a trailing `/` dropped), named
    /// after its last path segment without `.git` (`date-order`); `nil` when that segment is no repository name
    /// (none, `.git` alone, other characters). The URL itself is the caller's to validate.
    package init?(packageURL: String) {
        var address = Substring(packageURL)
        while address.hasSuffix("/") { address = address.dropLast() }
        guard let slash = address.lastIndex(of: "/"), !address[..<slash].hasSuffix("/") else { return nil }
        var last = address[address.index(after: slash)...]
        if last.hasSuffix(".git") { last = last.dropLast(".git".count) }
        guard Self.isRepositoryName(last) else { return nil }
        url = String(address)
        name = String(last)
    }
}
