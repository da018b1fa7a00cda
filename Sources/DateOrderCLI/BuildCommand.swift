import Atlas
import DateOrder
import Foundation
import LocaleProfiles

/// `dateorder build`: generates the site, or checks that a folder holds exactly what it would generate.
struct BuildCommand {
    let output: URL
    let check: Bool
    let baseURL: String?
    let templates: [DateTemplate]
    let templatesDirectory: URL
    let identifiers: [String]
    let previous: URL?
    let environment: [String: String]

    init(arguments: [String], workingDirectory: URL, environment: [String: String]) throws(UsageError) {
        self.environment = environment
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: CommandSpec.build.parserOptions)
        } catch {
            throw UsageError(error.message, usage: Usage.build)
        }
        guard parsed.positional.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positional[0])'", usage: Usage.build)
        }
        let config = try BuildConfiguration.load(path: parsed.value("--config"), workingDirectory: workingDirectory)
        func path(_ value: String?, _ option: String) throws(UsageError) -> URL? {
            guard let value else { return nil }
            guard !value.isEmpty, !value.contains("\0") else {
                throw UsageError("\(option) needs a path", usage: Usage.build)
            }
            return PathResolution.resolve(value, in: workingDirectory)
        }

        output = try path(parsed.value("--output") ?? config.output ?? "site", "--output")!
        check = parsed.has("--check")
        baseURL = try BaseURL.validate(parsed.value("--base-url") ?? config.baseURL)
        templates = try TemplateArguments.parse(
            parsed.has("--template") ? parsed.all("--template") : config.templates ?? [],
            usage: Usage.build)
        let extra = try LocaleArguments.resolve(
            parsed.has("--locale") ? parsed.all("--locale") : config.locales ?? [], option: "--locale",
            usage: Usage.build
        )
        let only = try LocaleArguments.resolve(
            parsed.has("--only") ? parsed.all("--only") : config.only ?? [], option: "--only", usage: Usage.build
        )
        identifiers = Array(Set((only.isEmpty ? Catalog.availableIdentifiers : only) + extra))
        previous = try path(parsed.value("--previous") ?? config.previous, "--previous")
        if let previous {
            // Read it now, so a wrong path or a file that is no export is a usage error before any work.
            do {
                _ = try LocaleDiff.readExport(previous, displayName: Visible.text(previous.path))
            } catch {
                throw UsageError("--previous: \(error.description)", usage: Usage.build)
            }
        }
        if let given = try path(parsed.value("--templates") ?? config.templatesDirectory, "--templates") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw UsageError("--templates: \(Visible.text(given.path)) is not a folder", usage: Usage.build)
            }
            templatesDirectory = given
        } else {
            templatesDirectory = Self.defaultTemplates(workingDirectory: workingDirectory)
        }
        try Self.validate(output: output, check: check, templatesDirectory: templatesDirectory)
    }

    /// Refuses, before any work, an output folder that cannot or must not be replaced: the writer's own checks
    /// (`/`, a file, a missing parent, a non-empty folder that is not a generated site), and a folder that
    /// holds the templates or lies inside them.
    static func validate(output: URL, check: Bool, templatesDirectory: URL) throws(UsageError) {
        let shown = Visible.text(output.path)
        if check {
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
        let out = output.resolvingSymlinksInPath().path
        let templates = templatesDirectory.resolvingSymlinksInPath().path
        if out == templates || out.hasPrefix(templates + "/") || templates.hasPrefix(out + "/") {
            throw UsageError(
                "--output: \(shown) overlaps the templates folder \(Visible.text(templatesDirectory.path))",
                usage: Usage.build)
        }
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
        let options = SiteGenerator.Options(
            templatesDirectory: templatesDirectory, baseURL: baseURL, extraTemplates: templates,
            identifiers: identifiers, toolVersion: DateOrderCommand.version, previousExport: previous
        )
        // An up-to-date site (same inputs, same tool and toolchain, folder untouched since the last build) needs
        // no work; `--check` never trusts the stamp.
        let stamp = CacheBuildStamp(
            output: output, options: options, cacheDirectory: CacheBuildStamp.directory(environment: environment)
        )
        if !check, let counts = stamp.currentCounts() {
            let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            try console.standardOutput(
                "built \(output.path): \(counts.locales) locales, \(counts.pages) pages, "
                    + "\(counts.orders) orders, 0 files written, 0 removed, \(counts.files) unchanged in \(milliseconds) ms\n"
            )
            return
        }
        let generator = SiteGenerator(options: options)
        let site: SiteFiles
        let summary: SiteGenerator.Summary
        do {
            (site, summary) = try generator.generate()
        } catch {
            throw CommandFailure("build failed in \(error.description); nothing was written")
        }
        let folder = output.path
        if check {
            let comparison = SiteComparison(site: site, folder: output)
            guard comparison.isClean else {
                var lines = [
                    "\(folder) is out of date: \(comparison.stale.count) stale, \(comparison.missing.count) missing, "
                        + "\(comparison.extra.count) extra (run `make site` or `dateorder build`)"
                ]
                lines += comparison.stale.prefix(20).map { "  stale    \($0)" }
                lines += comparison.missing.prefix(20).map { "  missing  \($0)" }
                lines += comparison.extra.prefix(20).map { "  extra    \($0)" }
                throw CommandFailure(lines.joined(separator: "\n"))
            }
            try console.standardOutput(
                "\(folder) is up to date: \(site.files.count) files, \(summary.locales) locales\n")
            return
        }
        let report: SiteWriter.Report
        stamp.invalidate()
        do {
            report = try SiteWriter(output: output).write(site)
        } catch {
            // A site that cannot be written is an output error: exit 74.
            throw CommandFailure(
                "build failed in write: \(error.description)", status: error.kind == .io ? .ioError : .failure)
        }
        stamp.record(
            .init(locales: summary.locales, pages: summary.pages, orders: summary.orders, files: site.files.count))
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        try console.standardOutput(
            "built \(folder): \(summary.locales) locales, \(summary.pages) pages, \(summary.orders) orders, "
                + "\(report.written.count) files written, \(report.removed.count) removed, \(report.unchanged) unchanged "
                + "in \(milliseconds) ms\n" + summary.notes.map { "note: \($0)\n" }.joined())
    }
}
