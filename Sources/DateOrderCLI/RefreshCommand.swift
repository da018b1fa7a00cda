import Atlas
import Foundation
import LocaleProfiles

/// The command that would bring the folder `build --check` compared up to date, for its advice: the same
/// arguments without `--check` (`dateorder build --output /tmp/preview --only de`), or `make site` where that is
/// what the check was of: the working directory's `site/`, with no other option, beside a `Makefile`.
enum RefreshCommand {
    /// `make site` or `dateorder build …`, with each argument quoted for a POSIX shell where it needs it and made
    /// visible (no control or bidi character reaches the terminal).
    static func text(arguments: [String], output: URL, workingDirectory: URL) -> String {
        let rest = arguments.filter { $0 != "--check" }
        let site = ResolvedPath.resolve(PathResolution.resolve("site", in: workingDirectory))
        if ResolvedPath.resolve(output).path == site.path, withoutOutput(rest).isEmpty,
            FileManager.default.fileExists(atPath: workingDirectory.appendingPathComponent("Makefile").path)
        {
            return "make site"
        }
        return (["dateorder", "build"] + rest.map(shellWord)).joined(separator: " ")
    }

    /// The arguments without `--output DIR` or `--output=DIR`.
    private static func withoutOutput(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--output" {
                index += 2
                continue
            }
            if !arguments[index].hasPrefix("--output=") { result.append(arguments[index]) }
            index += 1
        }
        return result
    }

    /// An argument as a POSIX shell reads it back: as it is when it holds only characters no shell treats
    /// specially, else in single quotes (a quote in it written `'\''`); made visible and cut like any echoed value.
    static func shellWord(_ argument: String) -> String {
        let plain =
            !argument.isEmpty
            && argument.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                        || "@%+=:,./_-".unicodeScalars.contains($0))
            }
        let word = plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return Visible.text(word, limit: Visible.maximumPathLength)
    }
}
