import Atlas
import DateOrder
import Foundation

/// `dateorder build [--output DIR] [--check] [--base-url URL] [--template T]... [--templates DIR]`.
struct BuildCommand {
    let output: URL
    let check: Bool
    let baseURL: String?
    let templates: [DateTemplate]
    let templatesDirectory: URL

    init(arguments: [String], workingDirectory: URL) throws(UsageError) {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: [
                .value("--output"), .flag("--check"), .value("--base-url"), .value("--template", repeatable: true),
                .value("--templates"),
            ])
        } catch {
            throw UsageError(error.message, usage: Usage.build)
        }
        guard parsed.positional.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positional[0])'", usage: Usage.build)
        }
        let outputPath = parsed.value("--output") ?? "site"
        guard !outputPath.isEmpty, !outputPath.contains("\0") else { throw UsageError("empty output folder", usage: Usage.build) }
        output = URL(fileURLWithPath: outputPath, relativeTo: workingDirectory).standardizedFileURL
        check = parsed.has("--check")
        if let base = parsed.value("--base-url") {
            guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
                  url.host?.isEmpty == false, !base.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" })
            else {
                throw UsageError("--base-url needs an absolute http(s) URL, got '\(base)'", usage: Usage.build)
            }
            baseURL = base.hasSuffix("/") ? base : base + "/"
        } else {
            baseURL = nil
        }
        templates = try TemplateArguments.parse(parsed.all("--template"), usage: Usage.build)
        if let directory = parsed.value("--templates") {
            templatesDirectory = URL(fileURLWithPath: directory, relativeTo: workingDirectory).standardizedFileURL
        } else {
            templatesDirectory = Self.defaultTemplates(workingDirectory: workingDirectory)
        }
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
            toolVersion: DateOrderCommand.version
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
