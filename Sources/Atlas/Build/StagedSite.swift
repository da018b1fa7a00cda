import Foundation
import LocaleProfiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new site written into its staging folder file by file, as the generator makes it, then swapped in whole by
/// `finish()`: `SiteWriter`'s model, with no file held in memory longer than it takes to write it. Made by
/// `SiteWriter.stage(holding:)`, under the parent folder's lock, which the caller holds until `finish()` or
/// `abandon()`.
///
/// Each file is compared with the old site as it comes. The staging folder is made at the first file that differs
/// (or at `finish()`, when the only change is a file less); until then nothing is written, so a build that changes
/// nothing leaves every file of the site, its inode and its times as they were. Unchanged files are hard-linked
/// from the old site. The site's marker must come first, as the generator and `SiteWriter.write(_:)` send it, so the
/// staging folder carries it from its first file on and a killed build's leftover is recognised. A file that cannot
/// be written ends the writing: later files are dropped, and `finish()` removes the staging folder and throws.
package final class StagedSite: SiteSink, @unchecked Sendable {
    private let writer: SiteWriter
    private let staging: URL
    /// The output folder as it was found; `nil` when there is none yet.
    private let existed: FileIdentity?
    /// The old site's files.
    private let entries: [String: SiteComparison.Kind]
    private let lock = NSLock()
    // The rest is guarded by `lock`.
    private var paths: Set<String> = []
    /// Files written (new or changed), in the order they came.
    private var changed: [String] = []
    /// Unchanged files that came before the staging folder was made, with their identity when compared; they are
    /// linked when it is made.
    private var waiting: [(path: String, identity: FileIdentity?)] = []
    private var created = false
    private var folders: Set<String> = []
    private var failure: SiteWriter.Failure?
    private var ended = false
    /// What was being done, for a failure's message.
    private var current = ""

    /// Prepares to stage a site for `writer`'s output; the caller has validated the output and holds its lock.
    init(writer: SiteWriter) throws(SiteWriter.Failure) {
        self.writer = writer
        existed = FileIdentity(path: writer.output.path)
        staging = writer.parent.appendingPathComponent(
            writer.stagingPrefix + String(ProcessInfo.processInfo.processIdentifier))
        entries = existed != nil ? SiteComparison.entries(in: writer.output) : [:]
        if FileIdentity(path: staging.path) != nil {
            throw SiteWriter.Failure(
                kind: .refused,
                message: "\(Visible.path(staging.path)) is in the way and is not a staging folder of dateorder "
                    + "(\(previous))")
        }
        Interruption.add(self)
    }

    /// What a failure leaves, in words.
    private var previous: String { existed != nil ? "the previous site is unchanged" : "nothing was written" }

    /// A file could not be written: the build fails at `finish()`, and the generator makes no more files.
    package var stopped: Bool { lock.withLock { failure != nil } }

    package func add(_ path: String, _ data: Data) {
        precondition(SiteFiles.isSafe(path), "unsafe output path \(path)")
        // Read and compared outside the lock. The old file's identity first: an unchanged file is linked later, and
        // only if it is still the file that was compared.
        let identity = FileIdentity(path: writer.output.path + "/" + path)
        let same = SiteComparison.state(of: path, data, entries: entries, folder: writer.output) == .same
        lock.withLock {
            precondition(!ended, "\(path) staged after the end")
            precondition(paths.insert(path).inserted, "\(path) made twice")
            guard failure == nil else { return }
            if !same { changed.append(path) }
            if same && !created {
                waiting.append((path, identity))
                return
            }
            do {
                try makeFolder()
                try put(path, same ? nil : data, identity: identity)
            } catch {
                fail(error)
            }
        }
    }

    /// Keeps the old site's file at `path` as it is, without reading it (an asset refresh's pages): linked into the
    /// new site, if it is still the file whose identity was `identity`.
    func keep(_ path: String, identity: FileIdentity?) {
        precondition(SiteFiles.isSafe(path), "unsafe output path \(path)")
        lock.withLock {
            precondition(!ended, "\(path) staged after the end")
            precondition(paths.insert(path).inserted, "\(path) made twice")
            guard failure == nil else { return }
            guard created else {
                waiting.append((path, identity))
                return
            }
            do {
                try put(path, nil, identity: identity)
            } catch {
                fail(error)
            }
        }
    }

    /// Swaps the staged site in and removes the old one; when nothing changed, touches nothing. Throws, after
    /// removing the staging folder, when a file could not be written or the swap fails: the previous site is then
    /// as it was.
    package func finish() throws(SiteWriter.Failure) -> SiteWriter.Report {
        lock.lock()
        defer { lock.unlock() }
        precondition(!ended, "a staged site finished twice")
        ended = true
        defer { Interruption.remove(self) }
        if let failure {
            SiteWriter.removeTree(staging.path)
            throw failure
        }
        let extra = entries.keys.filter { !paths.contains($0) }.sortedInUTF8Order()
        if !created && extra.isEmpty {
            return SiteWriter.Report(written: [], removed: [], unchanged: paths.count)
        }
        do {
            try makeFolder()
            current = "setting the permissions of \(Visible.path(staging.path))"
            // Writable while it was assembled; the old folder's permissions now, so a site made read-only by its
            // owner can be rebuilt.
            if let existed, chmod(staging.path, mode_t(existed.permissions)) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            fail(error)
            SiteWriter.removeTree(staging.path)
            throw failure!
        }
        do {
            try writer.beforeSwap()
            if existed != nil {
                try AtomicSwap.exchange(staging, writer.output)
            } else {
                try AtomicSwap.move(staging, to: writer.output)
            }
        } catch {
            SiteWriter.removeTree(staging.path)
            throw SiteWriter.Failure(
                kind: .io,
                message: "cannot move the new site into \(writer.shown): \(SiteWriter.reason(error)) (\(previous))")
        }
        // The old site is now in the staging folder; a build killed while removing it leaves a leftover that the
        // next write removes.
        let removed = SiteWriter.removeTree(staging.path)
        return SiteWriter.Report(
            written: changed.sortedInUTF8Order(), removed: extra, unchanged: paths.count - changed.count,
            leftover: removed ? nil : Visible.path(staging.path))
    }

    /// Gives up: removes the staging folder, leaving the output as it was. For a build that failed while rendering.
    package func abandon() {
        lock.withLock {
            guard !ended else { return }
            ended = true
            if created { SiteWriter.removeTree(staging.path) }
        }
        Interruption.remove(self)
    }

    /// For `Interruption`, as the process ends on a signal: takes the lock and keeps it, so no file is written
    /// after, removes the staging folder unless the site was finished, and says what is left.
    func interrupt() -> String? {
        lock.lock()
        guard !ended else { return nil }
        ended = true
        if created { SiteWriter.removeTree(staging.path) }
        return previous
    }

    private func fail(_ error: any Error) {
        guard failure == nil else { return }
        failure = SiteWriter.Failure(kind: .io, message: "\(current): \(SiteWriter.reason(error)) (\(previous))")
    }

    /// Makes the staging folder, once, and links the unchanged files that came before it.
    private func makeFolder() throws {
        guard !created else { return }
        current = "cannot create \(Visible.path(staging.path))"
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        created = true
        for (path, identity) in waiting { try put(path, nil, identity: identity) }
        waiting = []
    }

    /// Puts one file in the staging folder: `data` as a new file, or (`nil`) the old site's file, hard-linked, or
    /// copied where the file system cannot link; that file must still have the `identity` it had when compared (an
    /// edit to the output while the build runs fails the build instead of slipping into the new site).
    private func put(_ path: String, _ data: Data?, identity: FileIdentity?) throws {
        current = "writing " + Visible.path(path)
        let target = staging.path + "/" + path
        let folder = String(target[..<target.lastIndex(of: "/")!])
        if folders.insert(folder).inserted {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let old = writer.output.path + "/" + path
        if data == nil, FileIdentity(path: old) != identity {
            throw SiteWriter.Failure(
                kind: .io, message: "\(Visible.path(old)) changed while the build ran; run the build again")
        }
        if data == nil, link(old, target) == 0 { return }
        guard let bytes = data ?? FileBytes.contents(old) else { throw POSIXError(.EIO) }
        try writer.beforeWrite(path)
        // A new file, mode 0666 less the umask like any tool's output (exactly that, the bits `--check` expects, even
        // under a folder's default ACL). Not forced to the disk file by file (Foundation's `Data.write` did: 2,993
        // `fsync`s, 1.5-3.5 s on this machine's disk); the swap is atomic against the tool dying all the same.
        let failure = FileBytes.create(target, bytes, mode: mode_t(SiteFiles.permissions), exactly: true)
        if failure != 0 { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    }
}
