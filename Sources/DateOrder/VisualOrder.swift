/// Where each character of one line of text appears, left to right, by the Unicode Bidirectional Algorithm
/// (UAX #9) in a paragraph of a given direction: what a reader sees of a formatted time in a right-to-left
/// locale. `٤:٤٥ م` (Arabic, `"h:mm\u{A0}a"`) reads, from the left, `م` then `٤:٤٥`; `‎4:45 PM` (Urdu, whose pattern
/// starts with a LEFT-TO-RIGHT MARK) reads as written; Adlam, whose digits are right to left, puts the hour on the
/// right.
///
/// The text of a formatted date or time holds no explicit embeddings or isolates, so this is the algorithm for
/// one paragraph with no explicit levels: the weak types (W1–W7), the neutrals (N1–N2), the implicit levels
/// (I1–I2) and the reordering of runs (L2). Characters it ignores (BN) keep the level of what precedes them. The
/// paired-bracket rule (N0) is left out: no right-to-left locale writes brackets in a time or a date (a test
/// compares every locale's samples with FriBidi, so data that starts to would fail it).
package enum VisualOrder {
    /// For each scalar of `scalars`, its visual position counted from the left.
    package static func positions(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [Int] {
        let levels = levels(of: scalars.map(BidiClass.init), base: rightToLeft ? 1 : 0)
        var order = Array(scalars.indices)
        // L2: from the highest level down to the lowest odd one, reverse every run at that level or higher.
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? 1
        for level in stride(from: levels.max() ?? 0, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        var positions = Array(repeating: 0, count: scalars.count)
        for (position, index) in order.enumerated() { positions[index] = position }
        return positions
    }

    /// The embedding level of each character (0 left to right, 1 right to left, 2 left to right inside right to
    /// left).
    package static func levels(of classes: [BidiClass], base: Int) -> [Int] {
        let embedding: BidiClass = base % 2 == 1 ? .rightToLeft : .leftToRight
        // X9: characters the algorithm ignores are left out, and get the level of what precedes them at the end.
        let kept = classes.indices.filter { classes[$0] != .boundaryNeutral }
        var types = kept.map { classes[$0] }
        resolveWeakTypes(&types, sos: embedding)
        resolveNeutrals(&types, embedding: embedding)
        // I1, I2.
        let resolved = types.map { type -> Int in
            switch (base % 2 == 1, type) {
            case (false, .rightToLeft): base + 1
            case (false, .arabicNumber), (false, .europeanNumber): base + 2
            case (false, _): base
            case (true, .rightToLeft): base
            case (true, _): base + 1
            }
        }
        var levels = Array(repeating: base, count: classes.count)
        var previous = base
        var next = 0
        for index in classes.indices {
            if next < kept.count, kept[next] == index {
                previous = resolved[next]
                next += 1
            }
            levels[index] = previous
        }
        return levels
    }

    /// W1–W7, in one isolating run sequence that is the whole line.
    private static func resolveWeakTypes(_ types: inout [BidiClass], sos: BidiClass) {
        // W1: a combining mark takes the type of what precedes it.
        for index in types.indices where types[index] == .nonspacingMark {
            types[index] = index == 0 ? sos : types[index - 1]
        }
        // W2: a European digit after Arabic letters is an Arabic number. W3: Arabic letters are right to left.
        var strong = sos
        for index in types.indices {
            switch types[index] {
            case .leftToRight, .rightToLeft, .arabicLetter: strong = types[index]
            case .europeanNumber where strong == .arabicLetter: types[index] = .arabicNumber
            default: break
            }
        }
        for index in types.indices where types[index] == .arabicLetter { types[index] = .rightToLeft }
        // W4: one separator between two numbers of a kind joins them.
        for index in types.indices.dropFirst().dropLast() {
            let (before, after) = (types[index - 1], types[index + 1])
            switch types[index] {
            case .europeanSeparator where before == .europeanNumber && after == .europeanNumber:
                types[index] = .europeanNumber
            case .commonSeparator where before == after && (before == .europeanNumber || before == .arabicNumber):
                types[index] = before
            default: break
            }
        }
        // W5: terminators next to a European number belong to it.
        var index = 0
        while index < types.count {
            guard types[index] == .europeanTerminator else {
                index += 1
                continue
            }
            var end = index
            while end < types.count, types[end] == .europeanTerminator { end += 1 }
            let touches =
                (index > 0 && types[index - 1] == .europeanNumber)
                || (end < types.count && types[end] == .europeanNumber)
            if touches { for terminator in index..<end { types[terminator] = .europeanNumber } }
            index = end
        }
        // W6: the remaining separators and terminators are neutral.
        for index in types.indices
        where [.europeanSeparator, .europeanTerminator, .commonSeparator].contains(types[index]) {
            types[index] = .otherNeutral
        }
        // W7: a European number after left-to-right text (or at the start of a left-to-right line) is left to right.
        strong = sos
        for index in types.indices {
            switch types[index] {
            case .leftToRight, .rightToLeft: strong = types[index]
            case .europeanNumber where strong == .leftToRight: types[index] = .leftToRight
            default: break
            }
        }
    }

    /// N1–N2: a run of neutrals between two strong types of one direction (numbers count as right to left) takes
    /// that direction, else the embedding direction.
    private static func resolveNeutrals(_ types: inout [BidiClass], embedding: BidiClass) {
        func direction(_ type: BidiClass) -> BidiClass? {
            switch type {
            case .leftToRight: .leftToRight
            case .rightToLeft, .europeanNumber, .arabicNumber: .rightToLeft
            default: nil
            }
        }
        var index = 0
        while index < types.count {
            guard direction(types[index]) == nil else {
                index += 1
                continue
            }
            var end = index
            while end < types.count, direction(types[end]) == nil { end += 1 }
            let before = index > 0 ? direction(types[index - 1]) ?? embedding : embedding
            let after = end < types.count ? direction(types[end]) ?? embedding : embedding
            let resolved = before == after ? before : embedding
            for neutral in index..<end { types[neutral] = resolved }
            index = end
        }
    }
}
