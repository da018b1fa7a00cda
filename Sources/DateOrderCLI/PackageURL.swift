import Atlas
import LocaleProfiles

/// Validates `--package-url`: the package's Git address, written as `--base-url` is (an absolute `http` or `https`
/// URL in plain ASCII, without user, query or fragment), whose last path segment, less `.git`, names the package.
enum PackageURL {
    /// The address as given, or `nil` for `nil`; a usage error saying what is wrong.
    static func validate(_ value: String?) throws(UsageError) -> String? {
        guard let value else { return nil }
        let problem =
            BaseURL.problem(value)
            ?? (PackageAddress(packageURL: value) == nil
                ? "its last part names no repository (letters, digits, '-', '.' and '_')" : nil)
        if let problem {
            throw UsageError(
                "--package-url needs the package's Git address as an absolute http(s) URL "
                    + "(https://github.com/OWNER/REPO.git): \(problem), got \(Visible.quoted(value))",
                usage: Usage.build)
        }
        return value
    }
}
