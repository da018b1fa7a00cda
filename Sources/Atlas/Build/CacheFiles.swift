import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files a build keeps in its cache folder between runs (`CacheBuildStamp`'s stamps): one per output folder,
/// named by a fingerprint of the folder's path, each replaced whole or not at all.
enum CacheFiles {
    /// `<directory>/<fingerprint of the output's path><suffix>`.
    static func file(in directory: URL, for output: URL, suffix: String) -> URL {
        var pathHasher = StampHasher()
        pathHasher.add(output.path)
        return directory.appendingPathComponent(pathHasher.hex + suffix)
    }

    /// Writes `data` to `file`, creating its folder: to a temporary file created with
    /// `O_CREAT | O_EXCL | O_NOFOLLOW` (an entry planted at its name is removed, never written through), then
    /// renamed over `file`, so a reader sees the old file or the new one, never half of one. Then keeps the
    /// `keeping` most recently written files of the folder that end like `file`. Returns 0, or the `errno` of the
    /// step that failed (the cache then simply has no file).
    @discardableResult
    static func replace(_ file: URL, with data: Data, keeping count: Int, suffix: String) -> Int32 {
        let directory = file.deletingLastPathComponent()
        let made = makeFolder(directory)
        guard made == 0 else { return made }
        let temporary =
            directory
            .appendingPathComponent(".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)").path
        var result = FileBytes.create(temporary, data)
        if result == EEXIST, unlink(temporary) == 0 {
            result = FileBytes.create(temporary, data)
        }
        guard result == 0 else { return result }
        if rename(temporary, file.path) != 0 {
            let code = errno
            unlink(temporary)
            return code
        }
        prune(directory, keeping: count, suffix: suffix, newest: file.lastPathComponent)
        return 0
    }

    /// Makes `directory` and the folders above it that are missing (owner-only, as a cache should be) and checks
    /// that files can be made in it: 0, or the `errno` of the first step that failed (`ENOTDIR` where a file stands
    /// in the way).
    static func makeFolder(_ directory: URL) -> Int32 {
        var path = ""
        for component in directory.path.split(separator: "/") {
            path += "/" + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return ENOTDIR }
            } else if mkdir(path, 0o700) != 0, errno != EEXIST {
                return errno
            }
        }
        return access(directory.path, W_OK | X_OK) == 0 ? 0 : errno
    }

    /// Removes all but the `count` most recently written files ending in `suffix` (test suites build into many
    /// temporary folders), and the temporary files of writers that died before renaming theirs
    /// (`isAbandonedTemporary`), so a cache folder never grows past `count` files of each kind. `newest`, the file
    /// just written, is always kept (file times can tie).
    static func prune(_ directory: URL, keeping count: Int, suffix: String, newest: String? = nil) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        let now = Int(time(nil))
        for name in names where isAbandonedTemporary(name, suffix: suffix, directory: directory, now: now) {
            unlink(directory.path + "/" + name)
        }
        guard names.count > count else { return }
        // The file just written first, then the others newest first, to the nanosecond.
        let kept = names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.map { name -> (String, Int64) in
            let path = directory.path + "/" + name
            return (path, name == newest ? .max : FileIdentity(path: path)?.modifiedNanoseconds ?? 0)
        }
        for (path, _) in kept.sorted(by: { $0.1 > $1.1 }).dropFirst(count) { try? manager.removeItem(atPath: path) }
    }

    /// How long a temporary file of a writer that may still be running is left alone: a store takes seconds at
    /// most, so an older one is abandoned whatever became of its PID (reused, or in another PID namespace).
    static let abandonedAfterSeconds = 3600

    /// Whether `name` is the temporary file of a `replace` (`.<name ending in suffix>.<pid>`, a regular file or a
    /// link, never a folder) whose writer is gone: no process has its PID, or it is older than
    /// `abandonedAfterSeconds`. A live writer's file (its rename still to come) is kept.
    static func isAbandonedTemporary(_ name: String, suffix: String, directory: URL, now: Int) -> Bool {
        guard name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
        let digits = name[name.index(after: dot)...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            name[name.index(after: name.startIndex)..<dot].hasSuffix(suffix),
            let identity = FileIdentity(path: directory.path + "/" + name), identity.kind != .directory
        else { return false }
        if now - identity.modifiedSeconds > abandonedAfterSeconds { return true }
        guard let pid = pid_t(digits), pid > 0 else { return true }
        if pid == getpid() { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
