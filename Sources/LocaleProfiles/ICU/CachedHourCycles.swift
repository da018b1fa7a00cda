#if canImport(Glibc)
    import Foundation

    /// `Locale.hourCycle` as Foundation computes it for an identifier without keywords, with the answer kept per
    /// pattern-generator locale: Foundation asks the default hour cycle of a generator opened for `und_<region>` (or
    /// the identifier itself when it names no region), in the locale's calendar, and its own generator cache is too
    /// small to keep the few hundred of them, so it reopened one (about 0.3 ms) for nearly every locale.
    final class CachedHourCycles: Sendable {
        private let icu: ICULibrary
        private let cycles = Memo<String, HourCycle>()

        init(icu: ICULibrary) { self.icu = icu }

        /// The hour cycle for the locale's region (or identifier) and calendar name.
        ///
        /// For a region, a generator for `und_<region>` takes its default hour cycle from CLDR's supplemental time
        /// data (`timeData/<region>/preferred`, else `timeData/001`), whatever the calendar: read there directly it
        /// costs a lookup instead of opening a generator (about 1 ms each for a few hundred regions). The fast-path
        /// equivalence test compares the result with `Locale.hourCycle` for every locale.
        func hourCycle(identifier: String, region: String?, calendar: String) -> HourCycle {
            let key = (region.map { "und_" + $0 } ?? identifier) + "@calendar=" + calendar
            return cycles.value(for: key) {
                if let region, let preferred = Self.timeData.preferred(region: region) { return preferred }
                var status: ICULibrary.Status = 0
                var cycle = HourCycle.h23
                if let generator = icu.patternGeneratorOpen(key, &status) {
                    if status <= 0 {
                        status = 0
                        let value = icu.getDefaultHourCycle(generator, &status)
                        if status <= 0 { cycle = Self.name(value) }
                    }
                    icu.patternGeneratorClose(generator)
                }
                return cycle
            }
        }

        /// CLDR's preferred hour cycle per region, read once.
        static let timeData = TimeData()

        /// ICU's `UDateFormatHourCycle` value, as `Locale.HourCycle` maps it (unknown values: `h23`).
        static func name(_ cycle: Int32) -> HourCycle {
            switch cycle {
            case 0: .h11
            case 1: .h12
            case 3: .h24
            default: .h23
            }
        }
    }
#endif
