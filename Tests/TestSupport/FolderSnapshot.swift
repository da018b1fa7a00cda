import Foundation
import Testing

/// Every entry below a folder with its bytes: files by content, links by target (never followed), folders by
/// their path and a trailing `/`, anything else as `special`. Two snapshots are equal exactly when the folders
/// hold the same tree.
package func snapshot(_ folder: URL) -> [String: Data] {
    let manager = FileManager.default
    var result: [String: Data] = [:]
    guard let enumerator = manager.enumerator(atPath: folder.path) else { return [:] }
    while let relative = enumerator.nextObject() as? String {
        let path = folder.appendingPathComponent(relative).path
        switch (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType {
        case .typeDirectory?: result[relative + "/"] = Data()
        case .typeSymbolicLink?:
            result[relative] = Data(("link → " + ((try? manager.destinationOfSymbolicLink(atPath: path)) ?? "?")).utf8)
        case .typeRegular?: result[relative] = manager.contents(atPath: path) ?? Data("unreadable".utf8)
        default: result[relative] = Data("special".utf8)
        }
    }
    return result
}

/// Records an issue naming the first few differences between two snapshots (not thousands of files).
package func expectSame(
    _ actual: [String: Data], _ expected: [String: Data], _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let added = Set(actual.keys).subtracting(expected.keys).sorted()
    let removed = Set(expected.keys).subtracting(actual.keys).sorted()
    let changed = Set(actual.keys).intersection(expected.keys).filter { actual[$0] != expected[$0] }.sorted()
    let summary =
        "\(comment) \(added.count) added \(added.prefix(3)), \(removed.count) removed \(removed.prefix(3)), "
        + "\(changed.count) changed \(changed.prefix(3))"
    Issue.record(Comment(rawValue: summary), sourceLocation: sourceLocation)
}
