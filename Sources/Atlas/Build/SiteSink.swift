import Foundation

/// Where the generator hands each file of the site the moment it is made, from whichever thread made it: the
/// writer's staging folder (`StagedSite`), the check's comparison (`SiteComparison.Tally`) or memory
/// (`SiteCollector`). The site's files are never all held at once on the way to the disk.
package protocol SiteSink: Sendable {
    /// Takes one file. Each path comes once; a path that could leave the output folder is a programming error.
    func add(_ path: String, _ data: Data)
    /// Whether the sink takes no more files (a write failed: the disk is full): the generator then makes no more.
    var stopped: Bool { get }
}

extension SiteSink {
    package var stopped: Bool { false }
}

extension SiteSink {
    /// Takes one UTF-8 text file.
    package func add(_ path: String, text: String) { add(path, Data(text.utf8)) }
}

/// Collects the files in memory, as `SiteFiles`: for tests and callers that want the site as a value.
package final class SiteCollector: SiteSink, @unchecked Sendable {
    private let lock = NSLock()
    private var site = SiteFiles()

    package init() {}

    package func add(_ path: String, _ data: Data) {
        lock.withLock {
            precondition(site.files[path] == nil, "\(path) made twice")
            site.add(path, data)
        }
    }

    /// Every file collected so far.
    package var files: SiteFiles { lock.withLock { site } }
}
