import Foundation

/// The texts of preview images that no pinned font has a glyph for, gathered from the image jobs on any thread:
/// such an image would show boxes where the locale's words are, so the build fails instead of writing it.
final class MissingGlyphs: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [(path: String, texts: [String])] = []

    /// Notes that the image at `path` draws `texts` with unknown glyphs (nothing when there are none).
    func record(_ path: String, _ texts: [String]) {
        guard !texts.isEmpty else { return }
        lock.withLock { found.append((path, texts)) }
    }

    /// Why the build fails, naming the first images (by path) and their texts, or nothing when every character
    /// had a glyph.
    var reason: String? {
        lock.withLock {
            guard !found.isEmpty else { return nil }
            let listed = found.sorted { $0.path < $1.path }.prefix(5).map {
                "\($0.path) (\($0.texts.joined(separator: ", ")))"
            }
            return "\(found.count) preview image\(found.count == 1 ? "" : "s") would draw boxes for characters no "
                + "pinned font has: " + listed.joined(separator: "; ")
        }
    }
}
