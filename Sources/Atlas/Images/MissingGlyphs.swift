import Foundation

/// The texts of preview images that would draw badly, gathered from the image jobs on any thread: with characters
/// no pinned font has a glyph for (boxes where the locale's words are), or with a mark that has no letter to sit on
/// (a dotted circle under it, which reads as a rendering bug). The build fails instead of writing such an image.
final class MissingGlyphs: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [(path: String, texts: [String])] = []

    /// Notes that the image at `path` draws `texts` badly (`TextMask.drawsBadly`; nothing when there are none).
    func record(_ path: String, _ texts: [String]) {
        guard !texts.isEmpty else { return }
        lock.withLock { found.append((path, texts)) }
    }

    /// Why the build fails, naming the first images (by path) and their texts, or nothing when every text drew
    /// well.
    var reason: String? {
        lock.withLock {
            guard !found.isEmpty else { return nil }
            let listed = found.sorted { $0.path < $1.path }.prefix(5).map {
                "\($0.path) (\($0.texts.joined(separator: ", ")))"
            }
            return "\(found.count) preview image\(found.count == 1 ? "" : "s") would draw boxes for characters no "
                + "pinned font has, or dotted circles for marks with no letter: " + listed.joined(separator: "; ")
        }
    }
}
