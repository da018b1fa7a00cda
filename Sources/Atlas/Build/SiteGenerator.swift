import DateOrder
import Foundation

/// The build pipeline, top to bottom: load → detect → model → render → files. Writing is the writer's job.
/// Every failure names its stage.
public struct SiteGenerator: Sendable {
    /// Options of one build.
    public struct Options: Sendable {
        /// The folder holding `layout.html` and `assets/`.
        public var templatesDirectory: URL
        /// The absolute base URL for canonical links and the sitemap, if any.
        public var baseURL: String?
        /// Templates added to every locale.
        public var extraTemplates: [DateTemplate]
        /// The identifiers to include (default: every available identifier).
        public var identifiers: [String]
        /// The tool's version, for provenance.
        public var toolVersion: String
        /// A previous `data/locales.json`; when given, the site gets `changes.html`.
        public var previousExport: URL?

        public init(templatesDirectory: URL, baseURL: String? = nil, extraTemplates: [DateTemplate] = [],
                    identifiers: [String] = Catalog.availableIdentifiers, toolVersion: String, previousExport: URL? = nil) {
            self.templatesDirectory = templatesDirectory
            self.baseURL = baseURL
            self.extraTemplates = extraTemplates
            self.identifiers = identifiers
            self.toolVersion = toolVersion
            self.previousExport = previousExport
        }
    }

    /// A failure in one stage of the pipeline.
    public struct Failure: Error, CustomStringConvertible {
        /// `"load"`, `"detect"`, `"model"`, `"render"` or `"write"`.
        public let stage: String
        /// What went wrong, naming the file where there is one.
        public let message: String
        public var description: String { "\(stage): \(message)" }
    }

    /// Counts for the summary line.
    public struct Summary: Sendable {
        public var locales: Int
        public var pages: Int
        public var orders: Int
    }

    public let options: Options

    public init(options: Options) { self.options = options }

    /// Runs the pipeline and returns every file of the site.
    public func generate() throws(Failure) -> (files: SiteFiles, summary: Summary) {
        // load: templates first, so a broken layout fails before any expensive work.
        let layout: LayoutTemplate
        let assets: [(String, Data)]
        let previous: ([LocaleDiff.Record], String)?
        do {
            layout = try LayoutTemplate(
                contentsOf: options.templatesDirectory.appendingPathComponent("layout.html"),
                displayName: Self.displayPath(options.templatesDirectory.appendingPathComponent("layout.html"))
            )
            assets = try AssetLoader.load(from: options.templatesDirectory.appendingPathComponent("assets"))
            previous = try options.previousExport.map {
                (try LocaleDiff.readExport($0, displayName: Self.displayPath($0)), Self.displayPath($0))
            }
        } catch let failure as LayoutTemplate.Failure {
            throw Failure(stage: "load", message: failure.description)
        } catch let failure as LocaleDiff.ReadFailure {
            throw Failure(stage: "load", message: failure.description)
        } catch {
            throw Failure(stage: "load", message: "\(error)")
        }

        // detect
        let catalog = Catalog.load(identifiers: options.identifiers, builder: ProfileBuilder(extraTemplates: options.extraTemplates))
        guard !catalog.profiles.isEmpty else { throw Failure(stage: "detect", message: "no locales") }

        // model
        let provenance = Provenance.current(toolVersion: options.toolVersion)
        var model = SiteModel(catalog: catalog, provenance: provenance)
        if let (records, name) = previous {
            let current = model.profiles.map(LocaleRecord.init).map {
                LocaleDiff.Record(identifier: $0.identifier, order: $0.order, pattern: $0.pattern, orders: $0.orders, patterns: $0.patterns)
            }
            model.changes = (LocaleDiff(old: records, new: current), name)
        }
        var pages = [IndexPage.make(model: model), ConflictsPage.make(model: model), AboutPage.make(model: model),
                     NotFoundPage.make()]
        if let changes = model.changes {
            pages.append(ChangesPage.make(diff: changes.diff, previousName: changes.name,
                                          locales: Set(model.profiles.map(\.identifier))))
        }
        pages += model.orders.map { OrderPage.make(order: $0.order, profiles: $0.profiles, model: model) }
        pages += ParallelMap.map(model.profiles) { LocalePage.make($0) }

        // render
        let renderer = PageRenderer(layout: layout, provenance: provenance.line, baseURL: options.baseURL)
        var files = SiteFiles()
        for (page, html) in zip(pages, ParallelMap.map(pages) { renderer.render($0) }) {
            files.add(page.path, text: html)
        }
        do {
            files.add("data/locales.json", text: try JSONExport.locales(model.profiles))
        } catch {
            throw Failure(stage: "render", message: "data/locales.json: \(error)")
        }
        files.add("data/locales.csv", text: DelimitedExport.csv(model.profiles))
        files.add("sitemap.xml", text: Sitemap.xml(paths: pages.map(\.path).filter { $0 != "404.html" }, baseURL: options.baseURL))
        for (path, data) in assets { files.add("assets/" + path, data) }
        files.add(SiteFiles.marker, text: "Generated by dateorder. This folder is replaced as a whole by `dateorder build`.\n")
        return (files, Summary(locales: model.profiles.count, pages: pages.count, orders: model.orders.count))
    }

    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
    }
}
