import Atlas
import DateOrder
import Foundation
import LocaleProfiles

/// `dateorder build`: generates the site, or checks that a folder holds exactly what it would generate.
struct BuildCommand {
    /// The output folder, resolved the way the kernel resolves it (`link/../x` is beside the link's target).
    let output: URL
    let check: Bool
    let baseURL: String?
    let packageURL: String?
    let templates: [DateTemplate]
    let templatesDirectory: URL
    let identifiers: [String]
    /// A note for each locale given by another of its names (`--only zh_TW`).
    let aliasNotes: [String]
    let previous: URL?
    /// The bytes of `previous`, read once (a pipe gives them only once).
    let previousBytes: Data?
    let environment: [String: String]
    /// The configuration file read, if any.
    let configFile: URL?
    /// The command that would refresh the output, for `--check`'s advice (`RefreshCommand`).
    let refreshCommand: String

    init(arguments: [String], workingDirectory: URL, environment: [String: String]) throws(UsageError) {
        self.environment = environment
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: CommandSpec.build.parserOptions)
        } catch {
            throw UsageError(error.message, usage: Usage.build)
        }
        guard parsed.positional.isEmpty else {
            throw UsageError("unexpected argument \(Visible.quoted(parsed.positional[0]))", usage: Usage.build)
        }
        // An empty `--config` names no file, like an empty value of any other path option (not the working
        // directory, which cannot be read as a file).
        if let given = parsed.value("--config"), given.isEmpty || given.contains("\0") {
            throw UsageError("--config needs a path", usage: Usage.build)
        }
        let config: BuildConfiguration
        (config, configFile) = try BuildConfiguration.load(
            path: parsed.value("--config"), workingDirectory: workingDirectory)
        // A path on the command line is relative to the working directory; one in the configuration file to the
        // folder that holds the file, so `--config sub/atlas.json` means what the file says wherever it is run.
        // A file read from a pipe (`--config /dev/stdin`, `<(…)`: /dev/fd/63) has no folder of its own; its paths are
        // relative to the working directory, never to /dev.
        let configFolder =
            configFile.flatMap { Self.isNamedFile($0) ? $0.deletingLastPathComponent() : nil } ?? workingDirectory
        let configName = Visible.path(parsed.value("--config") ?? BuildConfiguration.defaultFile)
        // A bad value from the configuration file is reported with the file and its key, not with an option the
        // user never typed: `configuration file atlas.json: "output" needs a path`.
        func setting<T>(_ option: String, _ key: String, _ given: Any?, _ body: () throws(UsageError) -> T)
            throws(UsageError) -> T
        {
            do {
                return try body()
            } catch  where !parsed.has(option) && given != nil {
                throw UsageError(
                    "configuration file \(configName): "
                        + BuildConfiguration.message(error.message, option: option, key: key),
                    usage: error.usage)
            }
        }
        func path(_ option: String, _ key: String?) throws(UsageError) -> URL? {
            let (value, base) =
                parsed.value(option).map { ($0, workingDirectory) }
                ?? (key.map { ($0, configFolder) } ?? (nil, workingDirectory))
            guard let value else { return nil }
            guard !value.isEmpty, !value.contains("\0") else {
                throw UsageError("\(option) needs a path", usage: Usage.build)
            }
            return PathResolution.resolve(value, in: base)
        }

        output = ResolvedPath.resolve(
            try setting("--output", "output", config.output) { () throws(UsageError) in
                try path("--output", config.output)
            } ?? PathResolution.resolve("site", in: workingDirectory))
        check = parsed.has("--check")
        refreshCommand = RefreshCommand.text(
            arguments: arguments, output: output, workingDirectory: workingDirectory)
        baseURL = try setting("--base-url", "baseURL", config.baseURL) { () throws(UsageError) in
            try BaseURL.validate(parsed.value("--base-url") ?? config.baseURL)
        }
        packageURL = try setting("--package-url", "packageURL", config.packageURL) { () throws(UsageError) in
            try PackageURL.validate(parsed.value("--package-url") ?? config.packageURL)
        }
        templates = try setting("--template", "templates", config.templates) { () throws(UsageError) in
            try TemplateArguments.parse(
                parsed.has("--template") ? parsed.all("--template") : config.templates ?? [], usage: Usage.build)
        }
        let extra = try setting("--locale", "locales", config.locales) { () throws(UsageError) in
            try LocaleArguments.resolve(
                parsed.has("--locale") ? parsed.all("--locale") : config.locales ?? [], option: "--locale",
                usage: Usage.build)
        }
        let only = try setting("--only", "only", config.only) { () throws(UsageError) in
            try LocaleArguments.resolve(
                parsed.has("--only") ? parsed.all("--only") : config.only ?? [], option: "--only", usage: Usage.build)
        }
        identifiers = Array(
            Set((only.identifiers.isEmpty ? Catalog.availableIdentifiers : only.identifiers) + extra.identifiers))
        aliasNotes = only.aliasNotes + extra.aliasNotes.filter { !only.aliasNotes.contains($0) }
        previous = try setting("--previous", "previous", config.previous) { () throws(UsageError) in
            try path("--previous", config.previous)
        }
        if let previous {
            // Read it now, once, so a wrong path or a file that is no export is a usage error before any work.
            let shown = Visible.path(previous.path)
            previousBytes = try setting("--previous", "previous", config.previous) { () throws(UsageError) in
                switch FileBytes.input(previous.path) {
                case .success(let data):
                    do {
                        _ = try LocaleDiff.records(fromExport: data, displayName: shown)
                    } catch {
                        throw UsageError("--previous: \(error)", usage: Usage.build)
                    }
                    return data
                case .failure(let reason):
                    throw UsageError("--previous: \(shown): cannot read the file: \(reason)", usage: Usage.build)
                }
            }
        } else {
            previousBytes = nil
        }
        if let given = try setting(
            "--templates", "templatesDirectory", config.templatesDirectory,
            { () throws(UsageError) -> URL? in
                let given = try path("--templates", config.templatesDirectory)
                var isDirectory: ObjCBool = false
                guard let given else { return nil }
                guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isDirectory) else {
                    throw UsageError(
                        "--templates: \(Visible.path(given.path)) does not exist (the layout folder holds "
                            + "layout.html and assets/)", usage: Usage.build)
                }
                guard isDirectory.boolValue else {
                    throw UsageError("--templates: \(Visible.path(given.path)) is not a folder", usage: Usage.build)
                }
                return given
            })
        {
            templatesDirectory = given
        } else {
            templatesDirectory = Self.defaultTemplates(workingDirectory: workingDirectory)
        }
        if check {
            try Self.validate(output: output, check: true, templatesDirectory: templatesDirectory)
        } else {
            try validateBuild()
        }
    }

    /// Every refusal of a build (not `--check`) before any work: the output folder (`validate`), inputs inside it,
    /// and a stamp cache inside the templates' assets.
    func validateBuild() throws(UsageError) {
        try Self.validate(output: output, check: false, templatesDirectory: templatesDirectory)
        var inputs: [(String, URL)] = [("--templates", templatesDirectory)]
        if let configFile { inputs.append(("--config", configFile)) }
        if let previous { inputs.append(("--previous", previous)) }
        if let stamps = CacheBuildStamp.location(environment: environment) {
            try Self.refuseCache(stamps.directory, variable: stamps.variable, templatesDirectory: templatesDirectory)
            inputs.append(("the stamp cache (\(stamps.variable))", stamps.directory))
        }
        inputs += LoadedFiles.paths.map { ("the running tool", URL(fileURLWithPath: $0)) }
        try Self.refuseInputs(inside: output, inputs)
    }

    /// How `--check` ends its first line about a folder that is not the site: the command that would refresh it,
    /// `` (run `dateorder build --output DIR …` to update it) `` (`make site` for this repository's `site/`), or,
    /// when a build would be refused (no marker, a hidden folder in it), `; a build would be refused: ` and why.
    private func buildAdvice(_ purpose: String) -> String {
        do {
            try validateBuild()
            return " (run `" + refreshCommand + "` to " + purpose + ")"
        } catch {
            return "; a build would be refused: " + error.message
        }
    }

    /// Refuses, before any work, an output folder that cannot or must not be replaced: the writer's own checks
    /// (`/`, a file, a missing parent, a name too long, a mount point, a non-empty folder that is not a
    /// generated site, hidden folders anywhere in it), and a folder that holds the templates or lies inside them.
    static func validate(output: URL, check: Bool, templatesDirectory: URL) throws(UsageError) {
        let shown = Visible.path(output.path)
        if check {
            if SiteWriter.isWholeTree(output) {
                throw UsageError("--output: refusing to compare \(shown) with a site", usage: Usage.build)
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw UsageError("--output: \(shown) exists and is not a folder", usage: Usage.build)
            }
            return
        }
        do {
            try SiteWriter(output: output).validate()
        } catch {
            throw UsageError("--output: \(error.message)", usage: Usage.build)
        }
        if ResolvedPath.isInside(output, templatesDirectory) || ResolvedPath.isInside(templatesDirectory, output) {
            throw UsageError(
                "--output: \(shown) overlaps the templates folder \(Visible.path(templatesDirectory.path))",
                usage: Usage.build)
        }
    }

    /// Refuses an output that holds a file or folder the build reads (or its stamp cache): replacing the site
    /// would delete it as an extra file.
    static func refuseInputs(inside output: URL, _ inputs: [(option: String, url: URL)]) throws(UsageError) {
        for (option, url) in inputs where ResolvedPath.isInside(url, output) {
            throw UsageError(
                "\(option): \(Visible.path(url.path)) lies inside the output \(Visible.path(output.path)), which "
                    + "the build replaces as a whole; move it out of the output first",
                usage: Usage.build)
        }
    }

    /// Refuses a cache folder inside the templates' `assets/`: the build publishes what is there, so the cache
    /// would be copied into the site, and each build would change the assets the next one fingerprints.
    static func refuseCache(_ directory: URL, variable: String, templatesDirectory: URL) throws(UsageError) {
        let assets = templatesDirectory.appendingPathComponent("assets")
        guard ResolvedPath.isInside(directory, assets) else { return }
        throw UsageError(
            "the stamp cache (\(variable)): \(Visible.path(directory.path)) lies inside the templates' assets "
                + "folder \(Visible.path(assets.path)), whose files every build publishes; choose a cache folder "
                + "outside it (or set DATEORDER_CACHE=off)",
            usage: Usage.build)
    }

    /// `Templates/` in the working directory, else the one in the source checkout the tool was built from. A
    /// `Templates/` folder in the working directory is used even when it is broken (its layout missing, say),
    /// so the build fails and says so instead of quietly using other templates.
    static func defaultTemplates(workingDirectory: URL) -> URL {
        let local = workingDirectory.appendingPathComponent("Templates")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: local.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return local
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }

    func run(output console: DateOrderCommand.Output) throws {
        let start = DispatchTime.now().uptimeNanoseconds
        for note in aliasNotes { console.notice(note) }
        // The templates folder's shape, before any of it is fingerprinted or read: a link where the build reads is
        // refused (64), a missing layout or assets folder fails the load stage at once (64: an input the build
        // cannot use, as an unreadable --config is).
        do {
            _ = try TemplatesFolder(url: templatesDirectory).files()
        } catch {
            if error.isRefusal { throw UsageError("--templates: \(error.description)", usage: Usage.build) }
            throw CommandFailure("build failed in load: \(error.description); nothing was written", status: .usage)
        }
        let options = SiteGenerator.Options(
            templatesDirectory: templatesDirectory, baseURL: baseURL, packageURL: packageURL, extraTemplates: templates,
            identifiers: identifiers, toolVersion: DateOrderCommand.version, previousExport: previous,
            previousExportName: previous.map(Self.exportName), previousExportBytes: previousBytes
        )
        // Every input read once: the stamp fingerprints these bytes and the generator renders from them.
        let inputs: BuildInputs
        do {
            inputs = try BuildInputs(options: options)
        } catch {
            throw Self.stageFailure(error)
        }
        if check { return try runCheck(options: options, inputs: inputs, output: console) }
        // One warning at most: a stamp folder that cannot be used names the variables passed over itself, so no
        // "the build stamp goes in …" line precedes it to say otherwise.
        let locationProblem = CacheBuildStamp.locationProblem(environment: environment)
        if let locationProblem {
            console.warn(locationProblem)
        } else if let passedOver = CacheBuildStamp.relativePathPassedOver(environment: environment) {
            console.warn(passedOver)
        }
        // A stamp folder that cannot be used is said once, above: the build then keeps no stamp, rather than
        // fail to write one and warn again after its summary.
        try write(
            options, inputs: inputs,
            cacheDirectory: locationProblem == nil
                ? CacheBuildStamp.directory(environment: environment) : nil,
            since: start, output: console)
        if baseURL == nil { console.notice(Self.relativeURLsNote) }
    }

    /// How `changes.html` names the previous export: its file name, or nothing for a pipe, a process substitution
    /// or standard input (`/dev/fd/63`, `/dev/stdin`), whose name depends on how the shell passed it.
    static func exportName(_ url: URL) -> String {
        isNamedFile(url) ? url.lastPathComponent : ""
    }

    /// Whether `url` names a regular file in a folder of its own, rather than a pipe, a process substitution or
    /// standard input (`/dev/fd/63`, `/dev/stdin`, `/proc/self/fd/0`), whose name and folder say nothing of it. Only
    /// those descriptor names are set apart: a regular file elsewhere under /dev or /proc (`/dev/shm/atlas.json`) is
    /// a named file, and standard input redirected from a file (`< atlas.json`) is not, though it too is regular.
    static func isNamedFile(_ url: URL) -> Bool {
        var status = stat()
        return !isDescriptorName(url.standardized.path) && stat(url.path, &status) == 0
            && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `path` names an open file descriptor rather than a file: `/dev/stdin`, `/dev/fd/N`,
    /// `/proc/self/fd/N`, `/proc/thread-self/fd/N` or `/proc/<pid>/fd/N`.
    static func isDescriptorName(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let isNumber = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        switch parts.count {
        case 2: return parts[0] == "dev" && parts[1] == "stdin"
        case 3: return parts[0] == "dev" && parts[1] == "fd" && isNumber(parts[2])
        case 4:
            return parts[0] == "proc" && (parts[1] == "self" || parts[1] == "thread-self" || isNumber(parts[1]))
                && parts[2] == "fd" && isNumber(parts[3])
        default: return false
        }
    }

    /// What a build without `--base-url` says on standard error, once, after its summary.
    static let relativeURLsNote =
        "dateorder: note: built without --base-url, so og:image, canonical links and sitemap.xml are relative; "
        + "link previews in chats and social sites need absolute URLs (--base-url https://example.org/atlas/)\n"

    /// Builds the site into the output folder: nothing when the stamp says it is up to date, the new assets
    /// alone when only their bytes changed, else the whole site.
    private func write(
        _ options: SiteGenerator.Options, inputs: BuildInputs, cacheDirectory: URL?, since start: UInt64,
        output console: DateOrderCommand.Output
    ) throws {
        // From here on Ctrl-C or `kill` removes the staging folder before the process ends.
        Interruption.install()
        let writer = SiteWriter(output: output)
        let stamp = CacheBuildStamp(
            output: writer.output, options: options, inputs: inputs,
            cacheDirectory: cacheDirectory)
        // An up-to-date site (same inputs, same tool and toolchain, folder untouched since the last build) needs
        // no work. The stamp is read under the lock every writer holds, so it never describes a site that another
        // build is replacing; `--check` never trusts it.
        if let counts = try Self.locked(writer, { _ in stamp.currentCounts() }) {
            try console.standardOutput(
                summaryLine(counts, written: 0, removed: 0, unchanged: counts.files, since: start))
            return
        }
        // Only the bytes of asset files changed (the CSS edited): the pages on disk are what a full build would
        // render, so they are reused and the new assets copied in, all in one turn of the lock.
        let refreshed = try Self.locked(writer) { lock -> (CacheBuildStamp.Counts, SiteWriter.Report)? in
            // Listed, then confirmed as recorded: an old file is kept only if it is still the one listed.
            guard let refresh = AssetRefresh(reusing: writer.output), var counts = stamp.countsIfOnlyAssetsChanged()
            else { return nil }
            return try writer.write(stamp: stamp, holding: lock) { staged in
                counts.files = refresh.stage(inputs: inputs, into: staged)
                return counts
            }
        }
        if let (counts, report) = refreshed {
            warnAboutStamp(report, console)
            printTimings(
                [("\(SiteGenerator.Stage.write.rawValue): assets only, pages reused", Self.seconds(since: start))],
                console)
            try console.standardOutput(
                summaryLine(
                    counts, written: report.written.count, removed: report.removed.count,
                    unchanged: report.unchanged, since: start))
            return
        }
        // One turn of the lock: the stamp is invalidated, every file written into the staging folder as it is
        // rendered, the site swapped in, and the stamp recorded for exactly the folder this build left (only if the
        // inputs did not change while it was rendering).
        var made: SiteGenerator.Summary?
        var rendered = start
        ParallelMap.startWorkers()
        let (counts, report) = try Self.locked(writer) { lock in
            try writer.write(stamp: stamp, holding: lock) { staged in
                let summary = try SiteGenerator(options: options).generate(inputs: inputs, into: staged)
                made = summary
                rendered = DispatchTime.now().uptimeNanoseconds
                return CacheBuildStamp.Counts(
                    locales: summary.locales, pages: summary.pages, orders: summary.orders, files: 0)
            }
        }
        let summary = made!
        warnAboutStamp(report, console)
        let line = summaryLine(
            counts, written: report.written.count, removed: report.removed.count, unchanged: report.unchanged,
            since: start)
        printTimings(
            summary.timings + [(SiteGenerator.Stage.write.rawValue, Self.seconds(since: rendered))], console)
        var notes = summary.notes
        if let leftover = report.leftover {
            notes.append("could not remove the previous site from \(leftover); the next build tries again")
        }
        try console.standardOutput(line)
        // Notes go where the relative-URL note goes: standard output holds the summary alone.
        for note in notes { console.note(note) }
    }

    /// The warning that the build stamp could not be recorded, if it could not.
    private func warnAboutStamp(_ report: SiteWriter.Report, _ console: DateOrderCommand.Output) {
        if let problem = report.stampProblem {
            console.warn(problem)
        }
    }

    /// With `DATEORDER_TIMINGS=1`, one `timing: STEP SECONDS s` line per step on standard error.
    private func printTimings(_ steps: [(step: String, seconds: Double)], _ console: DateOrderCommand.Output) {
        guard EnvironmentSwitch(environment["DATEORDER_TIMINGS"]) == .on else { return }
        console.notice(
            steps.map { "timing: " + $0.step + " " + String(format: "%.3f", $0.seconds) + " s\n" }.joined())
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// `built site: 1034 locales, 1058 pages, 3 orders, 12 files written, 0 removed, 2981 unchanged in 2540 ms`
    /// (`1 locale`, `1 file written`: a count of one is singular).
    private func summaryLine(
        _ counts: CacheBuildStamp.Counts, written: Int, removed: Int, unchanged: Int, since start: UInt64
    ) -> String {
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return "built \(Visible.path(output.path)): \(counted(counts.locales, "locale")), "
            + "\(counted(counts.pages, "page")), \(counted(counts.orders, "order")), "
            + "\(counted(written, "file")) written, \(grouped(removed)) removed, \(grouped(unchanged)) unchanged in \(grouped(milliseconds)) ms\n"
    }

    /// `--check`: renders, comparing each file with the folder as it is made; writes nothing.
    private func runCheck(
        options: SiteGenerator.Options, inputs: BuildInputs, output console: DateOrderCommand.Output
    ) throws {
        let folder = Visible.path(output.path)
        // A folder that is not there has nothing to compare: say so, rather than list every file as missing.
        guard FileManager.default.fileExists(atPath: output.path) else {
            throw CommandFailure(
                "\(folder) does not exist: no site to check"
                    + buildAdvice("build it"))
        }
        let tally = SiteComparison.Tally(folder: output)
        let summary: SiteGenerator.Summary
        do {
            summary = try SiteGenerator(options: options).generate(inputs: inputs, into: tally)
        } catch {
            throw Self.stageFailure(error)
        }
        let comparison = tally.comparison
        guard comparison.isClean else {
            // Advice to build only where a build would run: a folder it refuses (no marker, a hidden folder in it)
            // gets the refusal instead.
            var lines = [
                "\(folder) is out of date: \(grouped(comparison.stale.count)) stale, \(grouped(comparison.missing.count)) missing, "
                    + "\(grouped(comparison.extra.count)) extra"
                    + buildAdvice("update it")
            ]
            // Whether the data changed (a toolchain with other ICU data) or only the pages (the tool or its templates):
            // the first thing a CI log should say, as `dateorder diff` counts it.
            if let change = tally.exportChange {
                // Field names carry the exports' template names: made visible and cut, as diff's text does.
                let kinds = change.fieldCounts.prefix(4).map {
                    "\(Visible.text($0.field, limit: 40)) in \(grouped($0.locales))"
                }
                let listed = kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"
                lines.append(
                    change.isWordingOnly
                        ? "  \(SiteComparison.exportPath) differs in wording only\(listed): the data dateorder diff compares is the same"
                        : "  \(SiteComparison.exportPath): the data changed, \(change.counts)"
                            + (kinds.isEmpty
                                ? ""
                                : " (\(kinds.joined(separator: ", "))\(change.fieldCounts.count > 4 ? ", …" : ""))")
                            + "; dateorder diff OLD NEW lists each change")
            } else if comparison.stale.count > comparison.otherMode.count || !comparison.missing.isEmpty,
                !comparison.changed.subtracting(comparison.otherMode).contains(SiteComparison.exportPath)
            {
                lines.append("  \(SiteComparison.exportPath) is up to date: the data is the same, the pages are not")
            }
            // Files with the right bytes and other permission bits (an earlier build under another umask, a chmod):
            // said so, or they would pass for pages that changed.
            if !comparison.otherMode.isEmpty {
                let count = comparison.otherMode.count
                let octal = String(SiteFiles.permissions, radix: 8)
                let mode = String(repeating: "0", count: max(0, 4 - octal.count)) + octal
                lines.append(
                    "  \(counted(count, "stale file")) \(count == 1 ? "differs" : "differ") only in "
                        + "\(count == 1 ? "its" : "their") permissions: a build writes \(mode) (0666 less the umask)")
            }
            // Twenty of each, then how many more: a stale site after a toolchain change has a thousand.
            for (label, paths) in [
                ("stale  ", comparison.stale), ("missing", comparison.missing), ("extra  ", comparison.extra),
            ] {
                lines += paths.prefix(20).map { "  \(label)  \(Visible.path($0))" }
                if paths.count > 20 { lines.append("  \(label)  … and \(grouped(paths.count - 20)) more") }
            }
            throw CommandFailure(lines.joined(separator: "\n"))
        }
        try console.standardOutput(
            "\(folder) is up to date: \(counted(tally.count, "file")), \(counted(summary.locales, "locale"))\n")
    }

    /// Runs `body` holding the output's parent-folder lock. A lock that cannot be taken fails the build (exit 1)
    /// before anything is written; a site that cannot be written exits 74; a failure to render names its stage.
    private static func locked<T>(_ writer: SiteWriter, _ body: (ParentLock) throws -> T) throws(CommandFailure) -> T {
        do {
            let lock = try writer.lock()
            defer { lock.release() }
            return try body(lock)
        } catch let error as SiteWriter.Failure {
            let failed = "build failed in \(SiteGenerator.Stage.write.rawValue): \(error.message)"
            switch error.kind {
            case .unlocked: throw CommandFailure(failed + "; nothing was written")
            case .refused: throw CommandFailure(failed)
            case .io: throw CommandFailure(failed, status: .ioError)
            }
        } catch let error as SiteGenerator.Failure {
            throw Self.stageFailure(error)
        } catch {
            throw CommandFailure("build failed: \(error)", status: .software)
        }
    }

    /// A stage that failed, with its exit status: 64 for `load` (templates or inputs the build cannot use, as an
    /// unreadable `--config` is), 74 for `write` (a file that could not be written or compared), 70 for `detect`
    /// and `render` (the tool could not make the site); so `--check`'s 1 always means a stale site, and a CI job
    /// tells it from a broken build by the status alone.
    static func stageFailure(_ error: SiteGenerator.Failure) -> CommandFailure {
        let status: DateOrderCommand.ExitCode =
            switch error.stage {
            case .load: .usage
            case .write: .ioError
            case .detect, .render: .software
            }
        return CommandFailure("build failed in \(error.description); nothing was written", status: status)
    }
}
