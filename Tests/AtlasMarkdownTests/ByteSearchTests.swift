import TestSupport
import Testing

@testable import AtlasMarkdown

@Suite("Byte search")
struct ByteSearchTests {
    /// The obvious search, to compare the fast one with.
    private static func naive(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, start + needle.count <= haystack.count else { return nil }
        return (start...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test("Finds what the obvious search finds, for random texts over a small alphabet, at every start")
    func agreesWithNaiveSearch() {
        var random = SplitMix64(seed: 15)
        for _ in 0..<2_000 {
            let haystack = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                UInt8.random(in: 60...63, using: &random)
            }
            let needle = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                UInt8.random(in: 60...63, using: &random)
            }
            for start in 0...(haystack.count + 1) {
                #expect(
                    ByteSearch.find(needle, in: haystack, from: start) == Self.naive(needle, in: haystack, from: start),
                    "\(needle) in \(haystack) from \(start)")
            }
        }
    }

    @Test("Edges: empty needle, needle longer than the rest, match at the very end, negative start")
    func edges() {
        let text = Array("<td><td>".utf8)
        #expect(ByteSearch.find([], in: text, from: 0) == nil)
        #expect(ByteSearch.find(Array("<td>".utf8), in: text, from: 5) == nil)
        #expect(ByteSearch.find(Array("<td>".utf8), in: text, from: 4) == 4)
        #expect(ByteSearch.find(Array("<td>".utf8), in: text, from: 1) == 4)
        #expect(ByteSearch.find(Array("<td>".utf8), in: text, from: -1) == nil)
    }
}
