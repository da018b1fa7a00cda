import Atlas
import DateOrder
import Foundation

/// `dateorder build`: generates the site, or checks that a folder holds exactly what it would generate.
struct BuildCommand {
    let output: URL
    let check: Bool
    let baseURL: String?
    let templates: [DateTemplate]
    let templatesDirectory: URL
    let identifiers: [String]
    let previous: URL?

    init(arguments: [String], workingDirectory: URL) throws(UsageError) {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: [
                .value("--output"), .flag("--check"), .value("--base-url"), .value("--template", repeatable: true),
                .value("--templates"), .value("--locale", repeatable: true), .value("--previous"), .value("--config"),
            ])
        } catch {
            throw UsageError(error.message, usage: Usage.build)
        }
        guard parsed.positional.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positional[0])'", usage: Usage.build)
        }
        let config = try BuildConfiguration.load(path: parsed.value("--config"), workingDirectory: workingDirectory)
        func path(_ value: String?, _ option: String) throws(UsageError) -> URL? {
            guard let value else { return nil }
            guard !value.isEmpty, !value.contains("\0") else { throw UsageError("\(option) needs a path", usage: Usage.build) }
            return PathResolution.resolve(value, in: workingDirectory)
        }

        output = try path(parsed.value("--output") ?? config.output ?? "site", "--output")!
        check = parsed.has("--check")
        baseURL = try Self.baseURL(parsed.value("--base-url") ?? config.baseURL)
        templates = try TemplateArguments.parse(parsed.has("--template") ? parsed.all("--template") : config.templates ?? [],
                                                usage: Usage.build)
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
        var extra: [String] = []
        for value in parsed.has("--locale") ? parsed.all("--locale") : config.locales ?? [] {
            switch resolver.resolve(value) {
            case .success(let identifier): extra.append(identifier)
            case .failure(let failure): throw UsageError("--locale: \(failure.description)", usage: Usage.build)
            }
        }
        identifiers = Array(Set(Catalog.availableIdentifiers + extra))
        previous = try path(parsed.value("--previous") ?? config.previous, "--previous")
        templatesDirectory = try path(parsed.value("--templates") ?? config.templatesDirectory, "--templates")
            ?? Self.defaultTemplates(workingDirectory: workingDirectory)
    }

    /// Validates a base URL: absolute http(s) with a host; a trailing `/` is added.
    static func baseURL(_ value: String?) throws(UsageError) -> String? {
        guard let value else { return nil }
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              url.host?.isEmpty == false, url.query == nil, url.fragment == nil,
              !value.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "'" })
        else {
            throw UsageError("--base-url needs an absolute http(s) URL without query or fragment, got '\(value)'", usage: Usage.build)
        }
        return value.hasSuffix("/") ? value : value + "/"
    }

    /// `Templates/` in the working directory, else the one in the source checkout the tool was built from.
    static func defaultTemplates(workingDirectory: URL) -> URL {
        let local = workingDirectory.appendingPathComponent("Templates")
        if FileManager.default.fileExists(atPath: local.appendingPathComponent("layout.html").path) { return local }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }

    func run(output console: DateOrderCommand.Output) throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let generator = SiteGenerator(options: .init(
            templatesDirectory: templatesDirectory, baseURL: baseURL, extraTemplates: templates,
            identifiers: identifiers, toolVersion: DateOrderCommand.version, previousExport: previous
        ))
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
                var lines = ["\(folder) is out of date: \(comparison.stale.count) stale, \(comparison.missing.count) missing, "
                    + "\(comparison.extra.count) extra (run `make site` or `dateorder build`)"]
                lines += comparison.stale.prefix(20).map { "  stale    \($0)" }
                lines += comparison.missing.prefix(20).map { "  missing  \($0)" }
                lines += comparison.extra.prefix(20).map { "  extra    \($0)" }
                throw CommandFailure(lines.joined(separator: "\n"))
            }
            console.standardOutput("\(folder) is up to date: \(site.files.count) files, \(summary.locales) locales\n")
            return
        }
        let report: SiteWriter.Report
        do {
            report = try SiteWriter(output: output).write(site)
        } catch {
            throw CommandFailure("build failed in write: \(error.description)")
        }
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        console.standardOutput("built \(folder): \(summary.locales) locales, \(summary.pages) pages, \(summary.orders) orders, "
            + "\(report.written.count) files written, \(report.removed.count) removed, \(report.unchanged) unchanged "
            + "in \(milliseconds) ms\n")
    }
}
