import Foundation
import LocaleProfiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets `dateorder build` skip a build whose result is already on disk, the way `make` and `ninja` do: after
/// each write it records a fingerprint of everything the site is made from together with the identity of every
/// file in the output folder; the next build with the same fingerprint over an untouched folder has nothing to
/// do and writes nothing (0 files written), in milliseconds instead of rendering 1,000 pages to compare them.
///
/// - Inputs: the options (base URL, package URL, templates, identifiers, tool version), the bytes of the files the build reads
///   from the templates folder (`layout.html` and `assets/`), the previous export's bytes and the name the site
///   gives it (its file name: never the working directory or the path it was given by), and the identity (path,
///   size, modification and change time, inode) of the executable and of every library mapped into the process:
///   Foundation's ICU, which holds the CLDR data, and cmark-gfm among them. A rebuilt tool or an updated
///   toolchain changes the fingerprint. And the umask, which sets the mode of every file written.
/// - Output folder: every regular file's path, size, modification time, change time and inode. The change time
///   cannot be set back by hand (`touch -d` sets the modification time only), so any edit, even one that restores
///   the bytes and the mtime, makes the folder stale.
///
/// The stamp lives outside the site, in `$XDG_CACHE_HOME/dateorder/stamps` (default `~/.cache/dateorder/stamps`,
/// or `$DATEORDER_CACHE_DIR/stamps`), one file per output folder, so the site's files stay exactly what the generator
/// renders. No cache folder, an unreadable or foreign stamp, or `DATEORDER_CACHE=off` (`0`, `false`, `no`) simply
/// means a full build.
/// `build --check` never uses it: it always renders and compares.
///
/// The stamp also records the fingerprint without the bytes of the files under `assets/` (their names are in
/// it): no page depends on those bytes (the layout links `assets/style.css` by name), so when that is the only
/// change, a build reuses the pages on disk and copies the new assets in (`AssetRefresh`) instead of rendering
/// the site again.
///
/// Builds read the stamp, and invalidate, write and record it, only while holding the output's `ParentLock`, so
/// a stamp never describes a site that another build has replaced in the meantime.
package struct CacheBuildStamp: Sendable {
    /// Counts printed in the build summary, recorded so a skipped build prints the same line.
    package struct Counts: Equatable, Sendable {
        package var locales: Int
        package var pages: Int
        package var orders: Int
        package var files: Int

        package init(locales: Int, pages: Int, orders: Int, files: Int) {
            self.locales = locales
            self.pages = pages
            self.orders = orders
            self.files = files
        }
    }

    /// The output folder.
    package let output: URL
    /// The fingerprint of the inputs, as hex.
    package let inputs: String
    /// The fingerprint of the inputs without the bytes of the asset files, as hex.
    package let pageInputs: String
    /// The stamp file, or `nil` when caching is off or there is no cache folder.
    package let file: URL?
    /// The options fingerprinted, to check before recording that the inputs did not change during the build.
    let options: SiteGenerator.Options

    /// Fingerprints the inputs of a build into `output` (resolved like `SiteWriter.output`): `read`, the bytes the
    /// build renders from (read now when not given).
    package init(
        output: URL, options: SiteGenerator.Options, inputs read: BuildInputs? = nil,
        cacheDirectory: URL?
    ) {
        let output = ResolvedPath.resolve(output)
        self.output = output
        self.options = options
        (inputs, pageInputs) = Self.fingerprints(
            output: output, options: options, inputs: read ?? (try? BuildInputs(options: options)))
        file = cacheDirectory.map { CacheFiles.file(in: $0, for: output, suffix: ".stamp") }
    }

    /// The fingerprint of everything a build's output depends on, and nothing else: the options, the name the
    /// site gives the previous export (not the path it was read from) and its bytes, the files the build reads
    /// from the templates folder (not the folder's path), the output folder's path, and the identity of every
    /// file the process is made of; and, from the same reading, the fingerprint in which files under `assets/`
    /// count by name only (`pages`).
    static func fingerprints(
        output: URL, options: SiteGenerator.Options, inputs read: BuildInputs?
    ) -> (all: String, pages: String) {
        var all = StampHasher()
        var pages = StampHasher()
        func add(_ text: String) {
            all.add(text)
            pages.add(text)
        }
        func add(_ data: Data) {
            all.add(data)
            pages.add(data)
        }
        all.add(Self.version + " all inputs")
        pages.add(Self.version + " page inputs")
        add(options.toolVersion)
        add(options.baseURL ?? "-")
        add(options.packageURL ?? "-")
        add(options.extraTemplates.map(\.rawValue).joined(separator: "\u{1}"))
        add(options.identifiers.sortedInUTF8Order().joined(separator: "\u{1}"))
        add(output.path)
        // The mode every file is written with (0666 less the umask): a build under another umask writes the files
        // whose mode differs again, so it is never a no-op or an asset refresh that keeps the old modes.
        add("mode " + String(SiteFiles.permissions, radix: 8))
        if let read {
            for (relative, bytes) in read.templateFiles {
                add(relative)
                all.add(bytes)
                if !relative.hasPrefix("assets/") { pages.add(bytes) }
            }
            if let previous = read.previousExport {
                add(SiteGenerator(options: options).previousName)
                add(previous)
            }
        } else {
            add("unreadable inputs")
        }
        for path in LoadedFiles.paths + PreviewFonts.paths {
            add(path + " " + (FileIdentity(path: path)?.line ?? "missing"))
        }
        return (all.hex, pages.hex)
    }

    /// The first line of every stamp; a stamp of another format is not read.
    static let version = "dateorder-stamp 3"

    /// Whether the inputs still have the fingerprint taken when the stamp was made (a template or the previous
    /// export edited while the build was rendering would make the recorded fingerprint a lie).
    package var inputsUnchanged: Bool {
        Self.fingerprints(output: output, options: options, inputs: try? BuildInputs(options: options)).all == inputs
    }

    /// The counts of the recorded build when the folder holds exactly what a build with these inputs wrote
    /// and nothing was changed since; `nil` otherwise (then build).
    package func currentCounts() -> Counts? {
        recorded { recordedInputs, _ in recordedInputs == inputs }
    }

    /// The counts of the recorded build when the folder holds exactly what it wrote, nothing was changed since,
    /// and its inputs differ from these in the bytes of asset files only: the pages on disk are what this build
    /// would render. `nil` otherwise (also when nothing changed at all: see `currentCounts()`).
    package func countsIfOnlyAssetsChanged() -> Counts? {
        recorded { recordedInputs, recordedPages in recordedInputs != inputs && recordedPages == pageInputs }
    }

    /// The recorded counts, when the stamp is readable, its fingerprints (inputs, page inputs) satisfy `matches`,
    /// and the folder is as recorded; the folder is only walked once the fingerprints match.
    private func recorded(_ matches: (String, String) -> Bool) -> Counts? {
        // Only the user's own stamp, writable by no one else (another user's, planted in a shared cache folder,
        // is never trusted), checked on the descriptor that is read.
        guard let file, let data = FileBytes.contents(file.path, maximum: 64 << 20, ownedByUser: true) else {
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4, lines.removeFirst() == Self.version else { return nil }
        let inputsLine = lines.removeFirst()
        let pagesLine = lines.removeFirst()
        guard inputsLine.hasPrefix("inputs "), pagesLine.hasPrefix("pages "),
            matches(String(inputsLine.dropFirst(7)), String(pagesLine.dropFirst(6)))
        else { return nil }
        let numbers = lines.removeFirst().split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        guard let state = Self.folderState(output), state == lines.joined(separator: "\n") else { return nil }
        return Counts(locales: numbers[0], pages: numbers[1], orders: numbers[2], files: numbers[3])
    }

    /// Records the folder as written by a build with these inputs. A failure leaves no stamp (the next build is
    /// then a full one) and is returned in words for a warning. Call it while holding the output's `ParentLock`, right after the write, so the recorded
    /// state is the one this build wrote.
    ///
    /// The stamp is written to a temporary file created with `O_CREAT | O_EXCL | O_NOFOLLOW` (an entry planted
    /// at its name is removed, never written through) and renamed over the stamp.
    @discardableResult
    package func record(_ counts: Counts) -> String? {
        guard let file, let state = Self.folderState(output) else { return nil }
        let text =
            "\(Self.version)\ninputs \(inputs)\npages \(pageInputs)\n"
            + "\(counts.locales) \(counts.pages) \(counts.orders) \(counts.files)\n" + state
        let code = CacheFiles.replace(file, with: Data(text.utf8), keeping: Self.keptStamps, suffix: ".stamp")
        guard code != 0 else { return nil }
        return "the build stamp could not be written to \(Visible.path(file.deletingLastPathComponent().path)): "
            + "\(String(cString: strerror(code))); the next build renders the whole site"
    }

    /// How many stamps (one per output folder, about 240 KB for the full site) the cache folder keeps.
    static let keptStamps = 32

    /// Removes the stamp (before a write, so a failed write can never leave a stamp that matches).
    package func invalidate() {
        guard let file else { return }
        try? FileManager.default.removeItem(at: file)
    }

    /// `$DATEORDER_CACHE_DIR/stamps`, else `$XDG_CACHE_HOME/dateorder/stamps`, else `~/.cache/dateorder/stamps`; `nil`
    /// when `DATEORDER_CACHE` is `off` (or `0`, `false`, `no`, in any case).
    package static func directory(environment: [String: String]) -> URL? {
        guard let (directory, variable) = location(environment: environment) else { return nil }
        // A home folder that does not exist is never made: no stamp (`locationProblem` says so).
        return variable == "HOME" && missingHome(directory) != nil ? nil : directory
    }

    /// The home folder above `~/.cache/dateorder/stamps` when it does not exist; `nil` when it does.
    private static func missingHome(_ stamps: URL) -> URL? {
        let home = stamps.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return FileIdentity(path: home.path)?.kind == .directory ? nil : home
    }

    /// Why a stamp cannot be kept where `environment` puts it (a file where its folder should be, a folder that
    /// cannot be made or written), in words for a warning, or `nil` when it can or caching is off. Makes the folder.
    package static func locationProblem(environment: [String: String]) -> String? {
        guard let (directory, variable) = location(environment: environment) else { return nil }
        let passedOver = passedOverClause(environment: environment).map { "; \($0)" } ?? ""
        if variable == "HOME", let home = missingHome(directory) {
            let xdg =
                environment["XDG_CACHE_HOME"].map { !$0.isEmpty } == true
                ? "an absolute XDG_CACHE_HOME" : "XDG_CACHE_HOME"
            return
                "no build stamp is kept: the home folder \(Visible.path(home.path)) does not exist\(passedOver) (set "
                + "DATEORDER_CACHE_DIR or \(xdg)); every build renders the whole site"
        }
        let code = CacheFiles.makeFolder(directory)
        guard code != 0 else { return nil }
        let source = variable == "HOME" && isRelative(environment["HOME"]) ? "the account's home folder" : variable
        return "the build stamp cannot be kept in \(Visible.path(directory.path)) (from \(source)\(passedOver)): "
            + "\(String(cString: strerror(code))); every build renders the whole site"
    }

    /// The variables that would name the stamp folder but hold a relative path, which `location` passes over (as the
    /// XDG Base Directory specification says of `XDG_CACHE_HOME`), in words for a warning naming the folder used
    /// instead; `nil` when none is passed over, `DATEORDER_CACHE_DIR` decides, or caching is off. When the folder
    /// used is itself a problem, `locationProblem` names these variables instead, and this says nothing.
    package static func relativePathPassedOver(environment: [String: String]) -> String? {
        guard let (directory, _) = location(environment: environment),
            let passedOver = passedOverClause(environment: environment)
        else { return nil }
        return "\(passedOver): the build stamp goes in \(Visible.path(directory.path)) (set DATEORDER_CACHE_DIR to "
            + "choose the folder)"
    }

    /// Every variable `location` passes over for holding a relative path, in words (`XDG_CACHE_HOME='a' and
    /// HOME='b' are not absolute paths, so they are passed over`); `nil` when none is, or another variable decides.
    private static func passedOverClause(environment: [String: String]) -> String? {
        guard let (_, variable) = location(environment: environment), variable == "HOME" else { return nil }
        let names = ["XDG_CACHE_HOME", "HOME"].filter { isRelative(environment[$0]) }
        guard !names.isEmpty else { return nil }
        let listed = names.map { "\($0)=\(Visible.quoted(environment[$0] ?? ""))" }.joined(separator: " and ")
        return names.count == 1
            ? "\(listed) is not an absolute path, so it is passed over"
            : "\(listed) are not absolute paths, so they are passed over"
    }

    /// Whether a variable's value is set, not empty, and not an absolute path.
    private static func isRelative(_ value: String?) -> Bool {
        value.map { !$0.isEmpty && !$0.hasPrefix("/") } ?? false
    }

    /// The stamp folder and the variable that chose it (`DATEORDER_CACHE_DIR`, `XDG_CACHE_HOME` or `HOME`), for
    /// messages; `nil` when caching is off.
    package static func location(environment: [String: String]) -> (directory: URL, variable: String)? {
        if EnvironmentSwitch(environment["DATEORDER_CACHE"]) == .off { return nil }
        if let directory = environment["DATEORDER_CACHE_DIR"], !directory.isEmpty {
            return (URL(fileURLWithPath: directory).appendingPathComponent("stamps"), "DATEORDER_CACHE_DIR")
        }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return (URL(fileURLWithPath: base).appendingPathComponent("dateorder/stamps"), "XDG_CACHE_HOME")
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return (URL(fileURLWithPath: home + "/.cache").appendingPathComponent("dateorder/stamps"), "HOME")
    }

    // MARK: - Output state

    /// One line per regular file below `folder` (sorted): path, size, mtime, ctime, inode; `nil` if unreadable.
    static func folderState(_ folder: URL) -> String? {
        let folder = FolderEntries(folder)
        // Links or devices, or a folder that could not be listed: never trust the stamp.
        guard folder.regularFilesOnly else { return nil }
        return folder.entries.map { $0.path + "\t" + $0.identity!.line }
            .sortedInUTF8Order().joined(separator: "\n")
    }
}

/// Two independent 64-bit FNV-1a streams (different offsets and a final mix): a 128-bit fingerprint, enough to
/// tell inputs apart by accident (it is not a defence against someone forging a collision, nor needs to be).
struct StampHasher {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* prime
                second = (second ^ UInt64(byte ^ 0x5a)) &* prime
            }
        }
        // A separator that no byte sequence can produce, so ("ab", "c") and ("a", "bc") differ.
        var count = UInt64(data.count)
        for _ in 0..<8 {
            first = (first ^ (count & 0xff)) &* prime
            second = (second ^ ((count & 0xff) ^ 0xa5)) &* prime
            count >>= 8
        }
    }

    var hex: String {
        func mix(_ value: UInt64) -> UInt64 {
            var x = value
            x ^= x >> 33
            x = x &* 0xff51_afd7_ed55_8ccd
            x ^= x >> 33
            return x
        }
        return String(format: "%016llx%016llx", mix(first), mix(second))
    }
}
