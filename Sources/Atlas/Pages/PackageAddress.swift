/// The Git address of the package behind a site published on GitHub Pages, read from its base URL: a project site
/// `https://OWNER.github.io/REPO/` comes from `https://github.com/OWNER/REPO.git`, so the about page can give
/// install lines that resolve instead of an `OWNER` placeholder.
struct PackageAddress: Equatable {
    /// The address for `.package(url:)`: `https://github.com/OWNER/REPO.git`.
    let url: String
    /// The name SwiftPM gives the package, the address's last part: `REPO`.
    let name: String

    /// The address for a project site's base URL; `nil` for no base URL, a user or organisation site
    /// (`https://OWNER.github.io/`, whose repository is not this package), a custom domain (nothing says where its
    /// repository is), and anything not written with the characters GitHub allows in names.
    init?(baseURL: String?) {
        guard let baseURL, baseURL.hasPrefix("https://") else { return nil }
        let parts = baseURL.dropFirst("https://".count).split(separator: "/", omittingEmptySubsequences: false)
        let suffix = ".github.io"
        guard parts.count == 3, parts[2].isEmpty, parts[0].lowercased().hasSuffix(suffix) else { return nil }
        let owner = parts[0].dropLast(suffix.count)
        let repository = parts[1]
        let ownerCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
        guard !owner.isEmpty, owner.allSatisfy(ownerCharacters.contains), !repository.isEmpty,
            !repository.hasPrefix("."), repository.allSatisfy({ ownerCharacters.contains($0) || "._".contains($0) })
        else { return nil }
        url = "https://github.com/\(owner)/\(repository).git"
        name = String(repository)
    }
}
