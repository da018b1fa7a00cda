import Foundation
import LocaleProfiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on the folder that holds an output, held while a build reads its stamp,
/// or replaces the site and records the stamp; released by `release()`, when the lock is deinitialised, or when
/// the process dies.
///
/// Every writer into a folder takes this lock first, so two builds never interleave, a stamp always describes
/// the site that is on disk, and a staging folder found while holding it belongs to no running build. Where the
/// lock cannot be taken (the folder cannot be opened for reading, or its file system has no `flock`), creating
/// it fails: a build never writes unlocked.
package final class ParentLock {
    /// The locked folder.
    package let folder: URL
    private var descriptor: Int32

    /// Waits for the lock on `folder`. `operation` is the locking call (`flock(fd, LOCK_EX)`; tests replace it).
    init(folder: URL, operation: (Int32) -> Int32) throws(SiteWriter.Failure) {
        self.folder = folder
        #if canImport(Glibc)
            descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #else
            descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        #endif
        guard descriptor >= 0 else { throw Self.failure(folder, errno) }
        var result: Int32
        repeat { result = operation(descriptor) } while result != 0 && errno == EINTR
        if result != 0 {
            let code = errno
            close(descriptor)
            descriptor = -1
            throw Self.failure(folder, code)
        }
    }

    deinit { release() }

    /// Releases the lock (once; later calls do nothing).
    package func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    private static func failure(_ folder: URL, _ code: Int32) -> SiteWriter.Failure {
        SiteWriter.Failure(
            kind: .unlocked,
            message: "cannot lock \(Visible.path(folder.path)) (\(String(cString: strerror(code)))): builds into one "
                + "folder take turns through this lock, and writing without it could mix two sites")
    }
}
