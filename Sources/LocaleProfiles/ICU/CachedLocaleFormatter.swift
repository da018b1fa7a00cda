#if canImport(Glibc)
    import Foundation

    /// One locale's ICU pattern generator and date format, opened once and reused for every template, sample and
    /// symbol of a profile: what Foundation's `DateFormatter` does on Linux, minus the rebuilding.
    ///
    /// Each call mirrors what swift-corelibs-foundation's CoreFoundation does for the same request, so results are
    /// identical to `DateFormatter` (the site is compared byte for byte, see `Benchmarks/README.md`):
    /// - `pattern(fromTemplate:)` is `CFDateFormatterCreateDateFormatFromTemplate`: `udatpg_getSkeleton` of the
    ///   template, one `j` appended per `j` found (two when adjacent), `udatpg_getBestPattern`, with a generator
    ///   opened for CoreFoundation's name of the locale (no calendar keyword).
    /// - `string(pattern:date:)` is a `DateFormatter` with `locale`, `calendar` and `timeZone` set: a format opened
    ///   with no style for `name@calendar=calendar` in the time zone's identifier, not lenient, the calendar's
    ///   first weekday and minimum days applied, then `udat_applyPattern` and `udat_format`.
    /// - `style(_:date:)` is a `DateFormatter` with a date style and no time style (pattern and sample).
    /// - `symbols` is `CFDateFormatterCopyProperty` for a symbol array (weekdays skip ICU's empty slot 0).
    final class CachedLocaleFormatter {
        private let icu: ICULibrary
        private let generator: ICULibrary.Handle?
        private let format: ICULibrary.Handle?
        private let formatLocale: String
        private let timeZone: [UInt16]
        private let weekRules: (firstWeekday: Int, minimumDays: Int)?
        private var appliedPattern: [UInt16]?

        private static let upperJ = UInt16(UInt8(ascii: "J")), lowerJ = UInt16(UInt8(ascii: "j"))

        /// CoreFoundation's buffer size for patterns, samples and symbols; longer results are failures there too.
        private static let capacity = 768

        /// Opens a generator for `generatorLocale` (`nil`: none) and a format for `formatLocale` in `timeZone`, with
        /// the given week rules (`nil`: the locale's own).
        init(
            icu: ICULibrary, generatorLocale: String?, formatLocale: String, timeZone: TimeZone,
            weekRules: (firstWeekday: Int, minimumDays: Int)?
        ) {
            self.icu = icu
            self.formatLocale = formatLocale
            self.timeZone = Array(timeZone.identifier.utf16)
            self.weekRules = weekRules
            if let generatorLocale {
                var status: ICULibrary.Status = 0
                let opened = icu.patternGeneratorOpen(generatorLocale, &status)
                if status > 0, let opened { icu.patternGeneratorClose(opened) }
                generator = status > 0 ? nil : opened
            } else {
                generator = nil
            }
            format = Self.openFormat(
                icu: icu, dateStyle: ICULibrary.styleNone, locale: formatLocale, timeZone: self.timeZone,
                weekRules: weekRules)
        }

        deinit {
            if let generator { icu.patternGeneratorClose(generator) }
            if let format { icu.dateFormatClose(format) }
        }

        /// The locale's pattern for a template, or `nil` where Foundation returns `nil`. Not for templates with `J`:
        /// CoreFoundation then strips the AM/PM marker with the spaces around it, and which spaces count depends on
        /// its version, so `ProfileBuilder` asks Foundation for those.
        func pattern(fromTemplate template: String) -> String? {
            guard let generator else { return nil }
            var units = Array(template.utf16.prefix(Self.capacity))
            var jCount = 0
            if let first = units.firstIndex(where: { $0 == Self.lowerJ || $0 == Self.upperJ }) {
                jCount = 1
                if first + 1 < units.count, units[first + 1] == Self.lowerJ || units[first + 1] == Self.upperJ {
                    jCount = 2
                }
            }
            var skeleton = [UInt16](repeating: 0, count: Self.capacity)
            var status: ICULibrary.Status = 0
            var skeletonLength = icu.getSkeleton(
                generator, &units, Int32(units.count), &skeleton, Int32(Self.capacity), &status)
            guard status <= 0 else { return nil }
            if jCount > 0, Int(skeletonLength) + jCount < Self.capacity {
                for _ in 0..<jCount {
                    skeleton[Int(skeletonLength)] = Self.lowerJ
                    skeletonLength += 1
                }
            }
            var pattern = [UInt16](repeating: 0, count: Self.capacity)
            status = 0
            let length = icu.getBestPattern(
                generator, &skeleton, skeletonLength, &pattern, Int32(Self.capacity), &status)
            guard status <= 0 else { return nil }
            return UTF16Text.string(pattern[0..<Int(length)])
        }

        /// ICU's default hour cycle for the generator's locale: 0 = h11, 1 = h12, 2 = h23, 3 = h24; `nil` on failure.
        var defaultHourCycle: Int32? {
            guard let generator else { return nil }
            var status: ICULibrary.Status = 0
            let cycle = icu.getDefaultHourCycle(generator, &status)
            return status > 0 ? nil : cycle
        }

        /// `date` formatted with `pattern`; `""` for an empty pattern, like the profile's Foundation path.
        func string(pattern: String, date: Date) -> String {
            guard !pattern.isEmpty, let format else { return "" }
            let units = Array(pattern.utf16)
            if units != appliedPattern {
                units.withUnsafeBufferPointer { icu.applyPattern(format, 0, $0.baseAddress, Int32($0.count)) }
                appliedPattern = units
            }
            return Self.format(icu: icu, format, date: date)
        }

        /// The pattern and sample of a date style (0 full … 3 short) without time.
        func style(_ dateStyle: Int32, date: Date) -> (pattern: String, sample: String) {
            guard
                let format = Self.openFormat(
                    icu: icu, dateStyle: dateStyle, locale: formatLocale, timeZone: timeZone,
                    weekRules: weekRules)
            else { return ("", "") }
            defer { icu.dateFormatClose(format) }
            var buffer = [UInt16](repeating: 0, count: Self.capacity)
            var status: ICULibrary.Status = 0
            let length = icu.toPattern(format, 0, &buffer, Int32(Self.capacity), &status)
            guard status <= 0, Int(length) <= Self.capacity else {
                return ("", Self.format(icu: icu, format, date: date))
            }
            // CoreFoundation re-applies the pattern it read (after its 12/24-hour preference rewrite, a no-op here).
            buffer.withUnsafeBufferPointer { icu.applyPattern(format, 0, $0.baseAddress, length) }
            return (
                UTF16Text.string(buffer[0..<Int(length)]), Self.format(icu: icu, format, date: date)
            )
        }

        /// A symbol array of the format's locale and calendar, from `base` on.
        func symbols(_ type: Int32, from base: Int32 = 0) -> [String] {
            guard let format else { return [] }
            let count = icu.countSymbols(format, type)
            guard count > base else { return [] }
            return (base..<count).map { symbol(type, at: $0) ?? "<error>" }
        }

        /// One symbol, or `nil` on failure.
        func symbol(_ type: Int32, at index: Int32) -> String? {
            guard let format else { return nil }
            var buffer = [UInt16](repeating: 0, count: Self.capacity)
            var status: ICULibrary.Status = 0
            let length = icu.getSymbols(format, type, index, &buffer, Int32(Self.capacity), &status)
            guard status <= 0, Int(length) <= Self.capacity else { return nil }
            return UTF16Text.string(buffer[0..<Int(length)])
        }

        private static func format(icu: ICULibrary, _ format: ICULibrary.Handle, date: Date) -> String {
            // CoreFoundation's conversion from an absolute time to ICU's milliseconds since 1970.
            let udate = (date.timeIntervalSinceReferenceDate + 978_307_200.0) * 1000.0
            var buffer = [UInt16](repeating: 0, count: capacity)
            var status: ICULibrary.Status = 0
            var length = icu.format(format, udate, &buffer, Int32(capacity), nil, &status)
            if Int(length) > capacity {
                buffer = [UInt16](repeating: 0, count: Int(length) + 1)
                status = 0
                length = icu.format(format, udate, &buffer, length + 1, nil, &status)
            }
            guard status <= 0 else { return "" }
            return UTF16Text.string(buffer[0..<Int(length)])
        }

        private static func openFormat(
            icu: ICULibrary, dateStyle: Int32, locale: String, timeZone: [UInt16],
            weekRules: (firstWeekday: Int, minimumDays: Int)?
        ) -> ICULibrary.Handle? {
            var status: ICULibrary.Status = 0
            let format = timeZone.withUnsafeBufferPointer { zone in
                icu.dateFormatOpen(
                    ICULibrary.styleNone, dateStyle, locale, zone.baseAddress!, Int32(zone.count), nil, 0, &status)
            }
            guard let format else { return nil }
            guard status <= 0 else {
                icu.dateFormatClose(format)
                return nil
            }
            icu.setLenient(format, 0)
            if let weekRules, let current = icu.getCalendar(format),
                icu.getAttribute(current, ICULibrary.firstDayOfWeek) != Int32(weekRules.firstWeekday)
                    || icu.getAttribute(current, ICULibrary.minimalDaysInFirstWeek) != Int32(weekRules.minimumDays)
            {
                status = 0
                let calendar = timeZone.withUnsafeBufferPointer { zone in
                    icu.calendarOpen(zone.baseAddress!, Int32(zone.count), locale, ICULibrary.defaultCalendar, &status)
                }
                if let calendar {
                    if status <= 0 {
                        icu.setAttribute(calendar, ICULibrary.firstDayOfWeek, Int32(weekRules.firstWeekday))
                        icu.setAttribute(calendar, ICULibrary.minimalDaysInFirstWeek, Int32(weekRules.minimumDays))
                        icu.setCalendar(format, calendar)
                    }
                    icu.calendarClose(calendar)
                }
            }
            return format
        }
    }
#endif
