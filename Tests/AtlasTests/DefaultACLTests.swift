import Foundation
import TestSupport
import Testing

@testable import Atlas

/// README, "On failure nothing is lost": files are written "mode 0666 less the umask, exactly, whatever a folder's
/// default ACL says". A default ACL replaces the umask for the files created under it, so without the tool setting
/// the mode itself a site's files would carry the folder's ACL, and `--check` (which expects 0666 less the umask)
/// would call every one of them stale.
@Suite("Files are written 0666 less the umask under any default ACL")
struct DefaultACLTests {
    /// The process's umask, read without changing it (tests run in parallel).
    static func umask() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        return try #require(Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
    }

    /// A minimal POSIX ACL as Linux stores it in `system.posix_acl_default`: version 2, then the owner's, the
    /// group's and the others' entries (tag, permissions, id), little-endian.
    static func minimalACL(owner: UInt16, group: UInt16, other: UInt16) -> [UInt8] {
        func little<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
            withUnsafeBytes(of: value.littleEndian) { Array($0) }
        }
        let undefined = UInt32.max
        return little(UInt32(2)) + little(UInt16(0x01)) + little(owner) + little(undefined) + little(UInt16(0x04))
            + little(group) + little(undefined) + little(UInt16(0x20)) + little(other) + little(undefined)
    }

    @Test("A site written into a folder whose default ACL disagrees with the umask has every file 0666 less umask")
    func defaultACLIgnored() throws {
        #if os(Linux)
            let expected = 0o666 & ~(try Self.umask())
            let parent = TestPaths.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: parent) }
            // An ACL whose modes differ from 0666 less the umask: read-write for the owner alone, or for everyone
            // where the umask already gives 0600.
            let everyone: UInt16 = expected == 0o600 ? 6 : 0
            let acl = Self.minimalACL(owner: 6, group: everyone, other: everyone)
            // setxattr(2), which Glibc's Swift module does not declare.
            typealias SetXattr =
                @convention(c) (
                    UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32
                ) -> Int32
            let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setxattr"))
            let setxattr = unsafeBitCast(symbol, to: SetXattr.self)
            guard setxattr(parent.path, "system.posix_acl_default", acl, acl.count, 0) == 0 else {
                // A file system without ACLs: no default ACL can change a mode there.
                #expect(errno == EOPNOTSUPP, "setxattr: \(String(cString: strerror(errno)))")
                return
            }
            // The ACL is in force: a file created 0666 takes its modes, not the umask's.
            let probe = parent.appendingPathComponent("probe").path
            let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            try #require(descriptor >= 0)
            close(descriptor)
            let probeMode = try FileManager.default.attributesOfItem(atPath: probe)[.posixPermissions] as? Int
            try #require(probeMode != expected, "the ACL gave the probe \(String(probeMode ?? 0, radix: 8))")
            unlink(probe)

            let output = parent.appendingPathComponent("site")
            let site = SiteWriterTests.site(["index.html": "I", "locales/de.html": "D", "assets/site.css": "C"])
            _ = try SiteWriter(output: output).write(site)
            for path in SiteComparison.listFiles(in: output) {
                let mode =
                    try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)[
                        .posixPermissions] as? Int
                #expect(mode == expected, "\(path): \(String(mode ?? 0, radix: 8)), not \(String(expected, radix: 8))")
            }
            #expect(SiteComparison(site: site, folder: output).isClean)
        #endif
    }
}
