import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("Counts in words")
struct CountedTests {
    @Test("grouped writes a number as an English NumberFormatter does, whatever the machine's locale")
    func groupedAsEnglish() {
        let numbers =
            Array(-1_200...1_200) + [9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 1_234_567_890, Int.max]
        for number in numbers {
            #expect(grouped(number) == englishCount(number), "\(number)")
        }
        #expect(grouped(UInt64.max) == "18,446,744,073,709,551,615")
    }

    @Test("counted puts the noun in the singular for exactly one")
    func singular() {
        #expect(counted(1, "locale") == "1 locale")
        #expect(counted(0, "file") == "0 files")
        #expect(counted(1034, "locale") == "1,034 locales")
    }
}
