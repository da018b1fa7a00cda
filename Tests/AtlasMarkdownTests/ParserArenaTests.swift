import Foundation
import TestSupport
import Testing

@testable import AtlasMarkdown

@Suite("Parser arena")
struct ParserArenaTests {
    private static func allocate(_ bytes: Int) -> UnsafeMutableRawPointer {
        ParserArena.allocateZeroed(1, bytes)!
    }

    private static func bytes(_ block: UnsafeMutableRawPointer, _ count: Int) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: block, count: count))
    }

    @Test("A region closed gives its memory back: the next call gets the same bytes, zeroed again")
    func reusesAndZeroesMemoryAfterTheRegionCloses() {
        let first = ParserArena.withRegion {
            let block = Self.allocate(4_000)
            block.initializeMemory(as: UInt8.self, repeating: 0xA5, count: 4_000)
            return block
        }
        ParserArena.withRegion {
            let again = Self.allocate(4_000)
            #expect(again == first)
            #expect(Self.bytes(again, 4_000).allSatisfy { $0 == 0 })
        }
    }

    @Test("A region opened inside another is given back only with the outer one")
    func nestedRegionsCloseWithTheOutermost() {
        ParserArena.withRegion {
            let inner = ParserArena.withRegion {
                let block = Self.allocate(64)
                block.initializeMemory(as: UInt8.self, repeating: 7, count: 64)
                return block
            }
            let next = Self.allocate(64)
            #expect(next != inner)
            #expect(Self.bytes(inner, 64).allSatisfy { $0 == 7 })
        }
    }

    @Test("realloc keeps the contents, growing the newest block in place and moving any other")
    func reallocationKeepsContents() {
        ParserArena.withRegion {
            let block = Self.allocate(100)
            for index in 0..<100 { block.storeBytes(of: UInt8(index), toByteOffset: index, as: UInt8.self) }
            let grown = ParserArena.reallocate(block, 300)!
            #expect(grown == block)
            _ = Self.allocate(16)
            let moved = ParserArena.reallocate(grown, 5_000)!
            #expect(moved != grown)
            #expect(Self.bytes(moved, 100) == (0..<100).map(UInt8.init))
            let fresh = ParserArena.reallocate(nil, 32)!
            #expect(Int(bitPattern: fresh) % 16 == 0)
        }
    }

    @Test("Freeing the newest block hands its bytes to the next allocation; freeing another one changes nothing")
    func freeTakesBackOnlyTheNewestBlock() {
        ParserArena.withRegion {
            let older = Self.allocate(48)
            let newest = Self.allocate(48)
            ParserArena.release(older)
            ParserArena.release(nil)
            let after = Self.allocate(48)
            #expect(after != newest && after != older)
            ParserArena.release(after)
            #expect(Self.allocate(48) == after)
        }
    }

    /// Random sizes past several chunks (and single blocks larger than a chunk), each filled with its own byte:
    /// every block aligned, zeroed when handed out, and none overlapping another.
    @Test("Blocks across many chunks are aligned, zeroed and disjoint")
    func blocksAcrossChunksAreDisjoint() {
        var random = SplitMix64(seed: 81)
        ParserArena.withRegion {
            var blocks: [(UnsafeMutableRawPointer, Int, UInt8)] = []
            var total = 0
            while total < 4 * ParserArena.chunkSize {
                let size =
                    blocks.count % 97 == 96
                    ? ParserArena.chunkSize + Int.random(in: 1...999, using: &random)
                    : Int.random(in: 0...3_000, using: &random)
                let block = Self.allocate(size)
                #expect(Int(bitPattern: block) % 16 == 0)
                #expect(Self.bytes(block, size).allSatisfy { $0 == 0 })
                let fill = UInt8(truncatingIfNeeded: blocks.count)
                block.initializeMemory(as: UInt8.self, repeating: fill, count: size)
                blocks.append((block, size, fill))
                total += size
            }
            let damaged = blocks.filter { block, size, fill in !Self.bytes(block, size).allSatisfy { $0 == fill } }
            #expect(damaged.isEmpty, "\(damaged.count) of \(blocks.count) blocks overwritten")
        }
    }

    /// A table larger than the index page: cmark-gfm's nodes and buffers for it fill many chunks, and its output
    /// buffer outgrows each one; on several threads at once every copy must match, row for row.
    @Test("A document spanning many chunks converts whole, the same on several threads at once")
    func convertsADocumentLargerThanAChunk() {
        var table = MarkdownTable(columns: [(title: "Locale", alignment: .left), (title: "Note", alignment: .right)])
        let rows = 6_000
        for index in 0..<rows {
            table.addRow(["loc_\(index)", .markdown("[old](https://example.com/\(index)) *\(index)*")])
        }
        let documents = [table.markdown, "Done *soon*\n"]
        let expected = MarkdownRenderer.html(fromEach: documents)
        #expect(expected[0].utf8.count > ParserArena.chunkSize)
        #expect(expected[0].components(separatedBy: "<tr>").count - 1 == rows + 1)
        #expect(expected[0].contains("<a href=\"https://example.com/\(rows - 1)\">old</a> <em>\(rows - 1)</em>"))
        #expect(expected[1] == "<p>Done <em>soon</em></p>\n")
        let results = LockedSlots<[String]>(count: 3, initial: [])
        DispatchQueue.concurrentPerform(iterations: 3) { round in
            results.update(round) { $0 = MarkdownRenderer.html(fromEach: documents) }
        }
        #expect(results.values.allSatisfy { $0 == expected })
    }
}
