import AtlasMarkdown
import DateOrder
import Foundation
import LocaleProfiles

/// The build pipeline, top to bottom: load → detect → render (page models, then HTML) → files. Writing is the
/// writer's job.
/// Every failure names its stage, and the file where there is one.
package struct SiteGenerator: Sendable {
    /// Options of one build.
    package struct Options: Sendable {
        /// The folder holding `layout.html` and `assets/`.
        package var templatesDirectory: URL
        /// The absolute base URL for canonical links and the sitemap, if any.
        package var baseURL: String?
        /// The Git address of this package (`--package-url`), for the about page's install lines; without it, a
        /// GitHub project site's base URL gives it.
        package var packageURL: String?
        /// Templates added to every locale.
        package var extraTemplates: [DateTemplate]
        /// The identifiers to include (default: every available identifier).
        package var identifiers: [String]
        /// The tool's version, for provenance.
        package var toolVersion: String
        /// A previous `data/locales.json`; when given, the site gets `changes.html`.
        package var previousExport: URL?
        /// How `changes.html` names the previous export (default: its file name).
        package var previousExportName: String?
        /// The previous export's bytes, when the caller has read them already: a pipe (`<(git show …)`) can be
        /// read only once.
        package var previousExportBytes: Data?
        /// Threads for the pure stages (the output does not depend on it).
        package var threads: Int

        package init(
            templatesDirectory: URL, baseURL: String? = nil, packageURL: String? = nil,
            extraTemplates: [DateTemplate] = [],
            identifiers: [String] = Catalog.availableIdentifiers, toolVersion: String, previousExport: URL? = nil,
            previousExportName: String? = nil, previousExportBytes: Data? = nil, threads: Int = ParallelMap.threadCount
        ) {
            self.templatesDirectory = templatesDirectory
            self.baseURL = baseURL
            self.packageURL = packageURL
            self.extraTemplates = extraTemplates
            self.identifiers = identifiers
            self.toolVersion = toolVersion
            self.previousExport = previousExport
            self.previousExportName = previousExportName
            self.previousExportBytes = previousExportBytes
            self.threads = threads
        }
    }

    /// The stages of the pipeline, in order, as failures (`build failed in load: …`) and `DATEORDER_TIMINGS`
    /// (`timing: detect: profiles …`) name them. A page's model is made and rendered by one job, so `render`
    /// includes the page models; `write` is the writer's (`SiteWriter`).
    package enum Stage: String, Sendable {
        case load, detect, render, write
    }

    /// A failure in one stage of the pipeline: the stage, the file concerned (if any) and what went wrong.
    package struct Failure: Error, CustomStringConvertible {
        /// The stage that failed.
        package let stage: Stage
        /// The file concerned, as shown to the user, when there is one.
        package let file: String?
        /// The underlying error.
        package let underlying: any Error

        package init(stage: Stage, file: String? = nil, _ underlying: any Error) {
            self.stage = stage
            self.file = file
            self.underlying = underlying
        }

        /// What went wrong, without the stage: `"template Templates/layout.html:3: unknown placeholder {{titel}}"`.
        package var message: String {
            let reason = String(describing: underlying)
            guard let file, !reason.contains(file) else { return reason }
            return file + ": " + reason
        }

        /// `load: template Templates/layout.html:3: …`.
        package var description: String { "\(stage.rawValue): \(message)" }
    }

    /// A failure described in words.
    struct Reason: Error, CustomStringConvertible {
        let description: String
    }

    /// Counts for the summary line.
    package struct Summary: Sendable {
        package var locales: Int
        package var pages: Int
        package var orders: Int
        /// Notes for the build summary (a fallback from the fast path, say).
        package var notes: [String] = []
        /// How long each step took, in seconds, for `DATEORDER_TIMINGS=1` (never part of the site).
        package var timings: [(step: String, seconds: Double)] = []
    }

    package let options: Options

    package init(options: Options) { self.options = options }

    /// Runs the pipeline and returns every file of the site, made from `inputs` (read now when not given).
    package func generate(inputs given: BuildInputs? = nil) throws(Failure) -> (files: SiteFiles, summary: Summary) {
        let collector = SiteCollector()
        let summary = try generate(inputs: given, into: collector)
        return (collector.files, summary)
    }

    /// Runs the pipeline, handing every file of the site to `sink` as soon as it is made (from the thread that
    /// made it), the site's marker first; made from `inputs` (read now when not given).
    package func generate(inputs given: BuildInputs? = nil, into sink: some SiteSink) throws(Failure) -> Summary {
        var clock = StepClock()
        // load: templates first, so a broken layout fails before any expensive work; the folder's shape (no
        // links, the layout a file, assets a folder) before any of its bytes.
        let inputs: BuildInputs
        if let given { inputs = given } else { inputs = try BuildInputs(options: options) }
        let layoutFile = Self.displayPath(inputs.templates.layout)
        let layout: LayoutTemplate
        do {
            guard let data = inputs.layout else {
                throw LayoutTemplate.Failure.unreadable(layoutFile, reason: "not found")
            }
            layout = try LayoutTemplate(data: data, displayName: layoutFile)
        } catch {
            throw Failure(stage: .load, error)
        }
        let assets = inputs.assets
        let previous: (records: [LocaleRecord], keys: Set<String>)?
        do {
            previous = try inputs.previousExport.map {
                try LocaleDiff.recordsWithKeys(fromExport: $0, displayName: previousName)
            }
        } catch {
            throw Failure(stage: .load, error)
        }
        // The fonts the previews are drawn with, before the work that needs them.
        do { try PreviewFonts.load() } catch { throw Failure(stage: .load, error) }
        clock.lap(.load)

        let catalog = Catalog.load(
            identifiers: options.identifiers, builder: ProfileBuilder(extraTemplates: options.extraTemplates),
            threads: options.threads
        )
        guard !catalog.profiles.isEmpty else { throw Failure(stage: .detect, Reason(description: "no locales")) }
        clock.lap(.detect, "profiles")

        let provenance = Provenance.current(toolVersion: options.toolVersion)
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
        var model = SiteModel(catalog: catalog, provenance: provenance, aliases: resolver.publishedAliases())
        let listed = Set(model.profiles.map(\.identifier))
        model.resolverAliases = resolver.aliasTable().filter { listed.contains($0.identifier) }
        model.regionCodes = resolver.regionCodeTable().filter { listed.contains($0.identifier) }
        model.baseURL = options.baseURL
        model.packageAddress =
            options.packageURL.flatMap(PackageAddress.init(packageURL:)) ?? PackageAddress(baseURL: options.baseURL)
        if let previous {
            // The records `data/locales.json` gets (aliases too) and the keys it writes, so `changes.html` lists what
            // `dateorder diff` lists between the previous export and this site's.
            let current = LocaleRecord.records(model.profiles, aliases: model.aliasesByIdentifier)
            let currentKeys = LocaleDiff.keys(of: current)
            model.changes = (
                diff: LocaleDiff(old: previous.records, new: current, oldKeys: previous.keys, newKeys: currentKeys),
                name: previousName,
                uncompared: LocaleDiff.uncompared(
                    old: previous.records, new: current, oldName: ChangesPage.exportName(previousName),
                    newName: "this site's export", oldKeys: previous.keys, newKeys: currentKeys,
                    format: MarkdownText.code)
            )
        }
        let renderer = PageRenderer(layout: layout, provenance: provenance.line, baseURL: options.baseURL)
        // The marker first, so a staging folder carries it from its first file on.
        sink.add(
            SiteFiles.marker, text: "Generated by dateorder. This folder is replaced as a whole by `dateorder build`.\n"
        )
        // Every page is made and rendered by one job, on all threads at once, the site pages first, and its HTML
        // handed to the sink at once: the 1,000 page models, and their HTML, are never all in memory at once.
        // Later steps need a page's path and image only.
        // After a write failed (a full disk), the rest is skipped: the build fails anyway, at once.
        let rendered = ParallelMap.map(Self.pageMakers(model), threads: options.threads) {
            make -> (path: String, image: PreviewImage)? in
            guard !sink.stopped else { return nil }
            let page = make()
            sink.add(page.path, Data(renderer.render(page).utf8))
            return (path: page.path, image: page.image)
        }.compactMap { $0 }
        clock.lap(.render, "page models made and rendered")

        // The exports, each distinct preview image once (pages of one kind may share one) and the redirect pages of
        // the aliases, on all threads at once.
        // A layout folder's own file at a generated image's path (`assets/favicon.svg`, `assets/preview/site.png`)
        // replaces the generated one; one that would make a generated file's folder a file, or the reverse, is a
        // broken layout.
        let ownAssets = Set(assets.map { "assets/" + $0.0 })
        let images = Self.distinctImages(rendered.map(\.image))
        if let clash = Self.assetClash(own: ownAssets, generated: images.map(\.path) + Favicon.files.map(\.path)) {
            throw Failure(stage: .load, Reason(description: clash))
        }
        let imagesByPage = Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.image) })
        let imageTime = CPUTimeTally()
        let missingGlyphs = MissingGlyphs()
        let jobs =
            Self.exportJobs(model)
            + Self.imageJobs(images.filter { !ownAssets.contains($0.path) }, tally: imageTime, missing: missingGlyphs)
            + Self.redirectJobs(model, images: imagesByPage, baseURL: options.baseURL)
        _ = ParallelMap.map(jobs, threads: options.threads) { job in
            guard !sink.stopped else { return }
            for (path, data) in job() { sink.add(path, data) }
        }
        if let reason = missingGlyphs.reason { throw Failure(stage: .render, Reason(description: reason)) }
        for icon in Favicon.files where !ownAssets.contains(icon.path) { sink.add(icon.path, icon.data) }
        sink.add(
            "sitemap.xml",
            text: Sitemap.xml(paths: rendered.map(\.path).filter { $0 != "404.html" }, baseURL: options.baseURL))
        for (path, data) in assets { sink.add("assets/" + path, data) }
        clock.lap(.render, "exports, images, redirects, sitemap")
        clock.record(.render, "preview images drawn and encoded, CPU summed over threads", seconds: imageTime.seconds)
        var summary = Summary(locales: model.profiles.count, pages: rendered.count, orders: model.orders.count)
        summary.timings = clock.laps
        if let note = FastPath.note { summary.notes.append(note) }
        return summary
    }

    /// The preview images of the pages, each path once, in page order; two different images at one path are a
    /// programming error.
    static func distinctImages(_ images: [PreviewImage]) -> [PreviewImage] {
        var seen: [String: PreviewImage] = [:]
        return images.filter { image in
            if let earlier = seen[image.path] {
                precondition(earlier == image, "two different preview images at \(image.path)")
                return false
            }
            seen[image.path] = image
            return true
        }
    }

    /// Why the layout's own assets cannot sit beside the generated files, or nil: one of them would have to be a
    /// file and a folder at once (`assets/preview` a file of the layout, while the previews go below it).
    static func assetClash(own: Set<String>, generated: [String]) -> String? {
        for path in generated {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if own.contains(String(folder)) {
                    return
                        "the layout's \(folder) is a file, but the site writes \(path) inside it; rename or remove it"
                }
            }
            if let inside = own.first(where: { $0.hasPrefix(path + "/") }) {
                return "the layout's \(inside) would put a folder where the site writes the file \(path); rename or "
                    + "move it"
            }
        }
        return nil
    }

    /// How the site names the previous export: the name given, else its file name (never its folder, so the
    /// site does not depend on where the build ran from).
    var previousName: String {
        options.previousExportName ?? options.previousExport?.lastPathComponent ?? ""
    }

    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return Visible.path(url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path)
    }
}

/// Wall time per step of a build, for `DATEORDER_TIMINGS=1`. Every step is named by its stage first (`detect:
/// profiles`), as failures are (`build failed in detect: …`).
struct StepClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(step: String, seconds: Double)] = []

    /// Records a figure measured otherwise (CPU time summed over threads, say) under `stage`, without ending a step.
    mutating func record(_ stage: SiteGenerator.Stage, _ detail: String, seconds: Double) {
        laps.append((stage.rawValue + ": " + detail, seconds))
    }

    /// Ends a step of `stage`, with what it did when the stage has several steps.
    mutating func lap(_ stage: SiteGenerator.Stage, _ detail: String? = nil) {
        let now = DispatchTime.now().uptimeNanoseconds
        let step = stage.rawValue + (detail.map { ": " + $0 } ?? "")
        laps.append((step, Double(now - last) / 1e9))
        last = now
    }
}
