import Foundation
import LocaleProfiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Persists a site into an output folder so that a failed or killed build leaves the previous site as it was: the
/// new site is assembled in a temporary sibling folder (unchanged files hard-linked from the old site, so they are
/// not rewritten), then swapped in with one atomic exchange, then the old one is removed. A build stages each file
/// as it is rendered (`stage(holding:)`, `StagedSite`); `write(_:)` stages a site held in memory.
///
/// Writers into one parent folder take turns through an exclusive lock on that folder (`ParentLock`); a writer
/// that cannot take it does not write. The sibling is named `.<output>.new-<pid>`, and the first file it
/// receives is the site's marker, `.dateorder-site`. A build killed before the swap leaves it holding part of
/// the new site; one killed after the swap leaves it holding (part of) the old one. Either way the output folder
/// is a whole site, and the next write into the same output removes such leftovers: while the lock is held no
/// other build is writing, so every staging folder of this output that is empty or carries the marker is a
/// leftover, whatever became of the process its name mentions (its PID may have been reused).
package struct SiteWriter {
    /// What a write did.
    package struct Report: Equatable, Sendable {
        /// Files whose bytes were written (new or changed).
        package var written: [String]
        /// Files of the old site that no longer belong and were removed.
        package var removed: [String]
        /// Files kept as they were.
        package var unchanged: Int
        /// A folder holding the previous site that could not be removed after the swap (the next write tries
        /// again), if any.
        package var leftover: String? = nil
        /// Why the build stamp could not be recorded (a full disk), if it could not.
        package var stampProblem: String? = nil
    }

    /// Why the output folder cannot be written.
    package struct Failure: Error, CustomStringConvertible {
        /// What kind of failure it is.
        package enum Kind: Sendable {
            /// The output must not be replaced (found before anything was written).
            case refused
            /// The parent folder's lock cannot be taken; nothing was written.
            case unlocked
            /// Writing failed (a full disk, a read-only file system, a swap that cannot happen); the previous site
            /// is unchanged.
            case io
        }

        package let kind: Kind
        /// One line, with every echoed path made visible.
        package let message: String

        package init(kind: Kind = .refused, message: String) {
            self.kind = kind
            self.message = message
        }

        package var description: String { message }
    }

    /// The output folder, resolved the way the kernel resolves it (links followed where they stand), so the
    /// swap replaces the real folder, not a link to it.
    package let output: URL
    /// Called before each file is written; tests use it to simulate a failing disk.
    var beforeWrite: (String) throws -> Void = { _ in }
    /// Called just before the atomic exchange; tests use it to simulate a failing swap.
    var beforeSwap: () throws -> Void = {}
    /// Called after the write, before the stamp is recorded; tests use it to race another writer.
    var beforeRecord: () -> Void = {}
    /// The locking call on the parent folder's descriptor; tests replace it to simulate a file system without
    /// locks.
    var lockOperation: (Int32) -> Int32 = { flock($0, LOCK_EX) }

    package init(output: URL) {
        // A link at the output (or above it) is followed, so the real folder is replaced and the link stays.
        self.output = ResolvedPath.resolve(output)
    }

    /// The folder holding the output, the staging folder and the lock.
    package var parent: URL { output.deletingLastPathComponent() }

    /// The prefix of every staging folder name for this output.
    var stagingPrefix: String { "." + output.lastPathComponent + ".new-" }

    /// The output as shown in messages.
    var shown: String { Visible.path(output.path) }

    /// Takes the parent folder's lock, waiting for another writer to finish; fails when locking is impossible.
    package func lock() throws(Failure) -> ParentLock {
        try ParentLock(folder: parent, operation: lockOperation)
    }

    /// Writes the site under the parent folder's lock. When nothing changed, nothing of the site is touched.
    package func write(_ site: SiteFiles) throws(Failure) -> Report {
        let lock = try lock()
        defer { lock.release() }
        return try write(site, holding: lock)
    }

    /// Writes the site while the caller holds `lock` (from `lock()`), so it can read or record a build stamp
    /// in the same turn.
    package func write(_ site: SiteFiles, holding lock: ParentLock) throws(Failure) -> Report {
        let staged = try stage(holding: lock)
        // The marker sorts first, so the staging folder carries it from its first file on.
        for path in site.paths { staged.add(path, site.files[path]!) }
        return try staged.finish()
    }

    /// Starts a new site while the caller holds `lock`: checks the output, removes leftovers of killed builds, and
    /// returns the staged site to hand each file to as it is made; `finish()` swaps it in.
    package func stage(holding lock: ParentLock) throws(Failure) -> StagedSite {
        precondition(lock.folder.path == parent.path, "the lock is not this output's")
        try validate()
        removeLeftovers()
        return try StagedSite(writer: self)
    }

    /// Writes the site and records `stamp` for it in one turn of the parent folder's lock (see
    /// `write(_:stamp:counts:holding:)`).
    package func write(_ site: SiteFiles, stamp: CacheBuildStamp, counts: CacheBuildStamp.Counts) throws(Failure)
        -> Report
    {
        let lock = try lock()
        defer { lock.release() }
        return try write(site, stamp: stamp, counts: counts, holding: lock)
    }

    /// Invalidates `stamp`, writes the site, and records the stamp for the folder this write left, all while the
    /// caller holds `lock`: no other build can replace the site between the write and the record, so the stamp
    /// never claims another build's pages. A failed write leaves no stamp; inputs that changed while the site was
    /// rendered leave none either.
    package func write(
        _ site: SiteFiles, stamp: CacheBuildStamp, counts: CacheBuildStamp.Counts, holding lock: ParentLock
    ) throws(Failure) -> Report {
        precondition(stamp.output.path == output.path, "the stamp is not this output's")
        stamp.invalidate()
        var report = try write(site, holding: lock)
        report.stampProblem = record(stamp, counts)
        return report
    }

    /// The same for a site made while it is written: `render` hands each file to the staged site as it makes it
    /// and returns the counts (their `files` are the writer's). A failure of `render` abandons the staged site and
    /// is thrown as it is; the output is then as it was.
    package func write(
        stamp: CacheBuildStamp, holding lock: ParentLock, render: (StagedSite) throws -> CacheBuildStamp.Counts
    ) throws -> (counts: CacheBuildStamp.Counts, report: Report) {
        precondition(stamp.output.path == output.path, "the stamp is not this output's")
        stamp.invalidate()
        let staged = try stage(holding: lock)
        var counts: CacheBuildStamp.Counts
        do {
            counts = try render(staged)
        } catch {
            staged.abandon()
            throw error
        }
        var report = try staged.finish()
        counts.files = report.written.count + report.unchanged
        report.stampProblem = record(stamp, counts)
        return (counts, report)
    }

    /// Records the stamp after a write, unless the inputs changed while the site was rendered.
    private func record(_ stamp: CacheBuildStamp, _ counts: CacheBuildStamp.Counts) -> String? {
        beforeRecord()
        return stamp.inputsUnchanged ? stamp.record(counts) : nil
    }

    /// Staging folders of this output left by builds that were killed: `.<output>.new-<digits>` folders (not
    /// links) that are empty or carry the site marker. Only called while holding the parent folder's lock, so
    /// none of them belongs to a running build; a folder of that name holding anything else is not ours and
    /// stays.
    func leftovers() -> [URL] {
        let parent = parent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return names.sorted().compactMap { name -> URL? in
            guard name.hasPrefix(stagingPrefix) else { return nil }
            let digits = name.utf8.dropFirst(stagingPrefix.utf8.count)
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return nil
            }
            let url = parent.appendingPathComponent(name)
            guard FileIdentity(path: url.path)?.kind == .directory else { return nil }
            let marker = FileIdentity(path: url.appendingPathComponent(SiteFiles.marker).path)
            let isEmpty = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true
            return marker?.kind == .regular || isEmpty ? url : nil
        }
    }

    private func removeLeftovers() {
        for url in leftovers() { Self.removeTree(url.path) }
    }

    /// Removes a staging folder and everything in it, without following links; folders are made writable by
    /// their owner first (a site its owner made read-only is removable), and the top-level marker goes last, so
    /// a removal cut short still leaves a folder the next write recognises as a leftover. Returns whether it is
    /// gone.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        guard let identity = FileIdentity(path: path) else { return true }
        guard identity.kind == .directory else { return unlink(path) == 0 }
        if identity.permissions & 0o700 != 0o700 {
            _ = chmod(path, mode_t(identity.permissions | 0o700))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names where name != SiteFiles.marker {
            removeTree(path + "/" + name)
        }
        if names.contains(SiteFiles.marker) { removeTree(path + "/" + SiteFiles.marker) }
        return rmdir(path) == 0
    }

    /// The reason of a file-system error in a few words, without Foundation's long sentences.
    static func reason(_ error: Error) -> String {
        if let failure = error as? AtomicSwap.Failure { return failure.description }
        if let failure = error as? Failure { return failure.message }
        if let failure = error as? POSIXError { return String(cString: strerror(failure.code.rawValue)) }
        let error = error as NSError
        // Foundation on Linux keeps the `errno` as a `POSIXError` (not an `NSError`) under the underlying key, and
        // gives EMFILE and most others only `fileReadUnknown` (256) as their code.
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if error.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: error.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the device"
            case .fileWriteVolumeReadOnly: return "read-only file system"
            case .fileWriteFileExists: return "already exists"
            case .fileWriteInvalidFileName: return "the file system cannot hold this name"
            default: return "the file system refused (error \(error.code))"
            }
        }
        return Visible.text(error.localizedDescription, limit: 120)
    }
}
