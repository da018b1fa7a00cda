#if canImport(Glibc)
    import Glibc

    /// Every C function the generator looks up by name, in one place: the ICU functions `ProfileBuilder` calls
    /// directly, found once in the ICU library that Foundation itself links on Linux (`lib_FoundationICU`, whose C
    /// symbols carry a `swift_` prefix), the CoreFoundation functions that tell which locale name `DateFormatter`
    /// passes to ICU, and ICU's version functions for the about page (`ICULibrary.versions`).
    ///
    /// Foundation's `DateFormatter` on Linux rebuilds its ICU formatter (several `udat_open` calls) every time a
    /// property or the format changes, and derives every pattern through a single process-wide pattern generator
    /// that it reopens whenever the locale changes. Calling the same ICU functions directly lets a profile open
    /// one pattern generator and one date format per locale and reuse them for every template and sample, with
    /// the same inputs Foundation passes (see `CachedLocaleFormatter`). `nil` when a symbol is missing, and on
    /// platforms without Glibc: `ProfileBuilder` then takes the Foundation path.
    struct ICULibrary: @unchecked Sendable {
        typealias Handle = OpaquePointer
        typealias Status = Int32
        typealias PatternGeneratorOpenFunction =
            @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Status>)
            -> Handle?
        typealias PatternGeneratorCloseFunction = @convention(c) (Handle) -> Void
        typealias GetSkeletonFunction =
            @convention(c) (
                Handle, UnsafePointer<UInt16>, Int32,
                UnsafeMutablePointer<UInt16>, Int32,
                UnsafeMutablePointer<Status>
            ) -> Int32
        typealias GetBestPatternFunction =
            @convention(c) (
                Handle, UnsafePointer<UInt16>, Int32,
                UnsafeMutablePointer<UInt16>, Int32,
                UnsafeMutablePointer<Status>
            ) -> Int32
        typealias GetDefaultHourCycleFunction = @convention(c) (Handle, UnsafeMutablePointer<Status>) -> Int32
        typealias DateFormatOpenFunction =
            @convention(c) (
                Int32, Int32, UnsafePointer<CChar>, UnsafePointer<UInt16>, Int32,
                UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Status>
            ) -> Handle?
        typealias DateFormatCloseFunction = @convention(c) (Handle) -> Void
        typealias SetLenientFunction = @convention(c) (Handle, Int8) -> Void
        typealias ApplyPatternFunction = @convention(c) (Handle, Int8, UnsafePointer<UInt16>?, Int32) -> Void
        typealias ToPatternFunction =
            @convention(c) (
                Handle, Int8, UnsafeMutablePointer<UInt16>, Int32,
                UnsafeMutablePointer<Status>
            ) -> Int32
        typealias FormatFunction =
            @convention(c) (
                Handle, Double, UnsafeMutablePointer<UInt16>, Int32, OpaquePointer?,
                UnsafeMutablePointer<Status>
            ) -> Int32
        typealias CountSymbolsFunction = @convention(c) (Handle, Int32) -> Int32
        typealias GetSymbolsFunction =
            @convention(c) (
                Handle, Int32, Int32, UnsafeMutablePointer<UInt16>, Int32,
                UnsafeMutablePointer<Status>
            ) -> Int32
        typealias GetCalendarFunction = @convention(c) (Handle) -> Handle?
        typealias SetCalendarFunction = @convention(c) (Handle, Handle) -> Void
        typealias CalendarOpenFunction =
            @convention(c) (
                UnsafePointer<UInt16>, Int32, UnsafePointer<CChar>, Int32,
                UnsafeMutablePointer<Status>
            ) -> Handle?
        typealias CalendarCloseFunction = @convention(c) (Handle) -> Void
        typealias GetAttributeFunction = @convention(c) (Handle, Int32) -> Int32
        typealias CFStringCreateFunction =
            @convention(c) (OpaquePointer?, UnsafePointer<CChar>, UInt32) -> OpaquePointer?
        typealias CFCanonicalizeFunction = @convention(c) (OpaquePointer?, OpaquePointer) -> OpaquePointer?
        typealias CFStringGetCStringFunction =
            @convention(c) (OpaquePointer, UnsafeMutablePointer<CChar>, Int, UInt32)
            -> UInt8
        typealias CFReleaseFunction = @convention(c) (OpaquePointer) -> Void
        typealias SetAttributeFunction = @convention(c) (Handle, Int32, Int32) -> Void

        let patternGeneratorOpen: PatternGeneratorOpenFunction
        let patternGeneratorClose: PatternGeneratorCloseFunction
        let getSkeleton: GetSkeletonFunction
        let getBestPattern: GetBestPatternFunction
        let getDefaultHourCycle: GetDefaultHourCycleFunction
        let dateFormatOpen: DateFormatOpenFunction
        let dateFormatClose: DateFormatCloseFunction
        let setLenient: SetLenientFunction
        let applyPattern: ApplyPatternFunction
        let toPattern: ToPatternFunction
        let format: FormatFunction
        let countSymbols: CountSymbolsFunction
        let getSymbols: GetSymbolsFunction
        let getCalendar: GetCalendarFunction
        let setCalendar: SetCalendarFunction
        let calendarOpen: CalendarOpenFunction
        let calendarClose: CalendarCloseFunction
        let getAttribute: GetAttributeFunction
        let setAttribute: SetAttributeFunction
        let cfStringCreate: CFStringCreateFunction
        let cfCanonicalize: CFCanonicalizeFunction
        let cfStringGetCString: CFStringGetCStringFunction
        let cfRelease: CFReleaseFunction

        /// The functions, looked up once per process; `nil` if any is missing (whether they are used: `FastPath`).
        static let shared: ICULibrary? = ICULibrary()

        /// Hour cycles per region and calendar, shared by every profile of the process.
        static let hourCycles: CachedHourCycles? = shared.map(CachedHourCycles.init(icu:))

        typealias ResourceOpenFunction =
            @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>, UnsafeMutablePointer<Status>)
            -> Handle?
        typealias ResourceByKeyFunction =
            @convention(c) (Handle, UnsafePointer<CChar>, Handle?, UnsafeMutablePointer<Status>)
            -> Handle?
        typealias ResourceStringByKeyFunction =
            @convention(c) (
                Handle, UnsafePointer<CChar>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Status>
            ) -> UnsafePointer<UInt16>?
        typealias ResourceCloseFunction = @convention(c) (Handle) -> Void

        /// ICU's resource-bundle reader (`ures_*`), for CLDR supplemental data; `nil` when a function is missing.
        static let resources:
            (
                open: ResourceOpenFunction, byKey: ResourceByKeyFunction, stringByKey: ResourceStringByKeyFunction,
                close: ResourceCloseFunction
            )? = {
                guard let open = symbol("ures_openDirect", as: ResourceOpenFunction.self),
                    let byKey = symbol("ures_getByKey", as: ResourceByKeyFunction.self),
                    let stringByKey = symbol("ures_getStringByKey", as: ResourceStringByKeyFunction.self),
                    let close = symbol("ures_close", as: ResourceCloseFunction.self)
                else { return nil }
                return (open, byKey, stringByKey, close)
            }()

        typealias ResourceSizeFunction = @convention(c) (Handle) -> Int32
        typealias LikelySubtagsFunction =
            @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Status>)
            -> Int32

        /// What tells whether a locale's formatting data is its parent's (`SharedFormatting`): the number of
        /// resources in a bundle (`ures_getSize`) and ICU's likely subtags (`uloc_addLikelySubtags`); `nil` when a
        /// function is missing (then nothing is shared).
        static let bundleFacts: (size: ResourceSizeFunction, likelySubtags: LikelySubtagsFunction)? = {
            guard let size = symbol("ures_getSize", as: ResourceSizeFunction.self),
                let likelySubtags = symbol("uloc_addLikelySubtags", as: LikelySubtagsFunction.self)
            else { return nil }
            return (size, likelySubtags)
        }()

        typealias CanonicalFormFunction =
            @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Status>)
            -> Int32

        /// ICU's canonical form of a locale name as Foundation computes it (`ualoc_canonicalForm`, exported without
        /// the prefix), for `ICUIdentifier`; `nil` when missing.
        static let canonicalForm: CanonicalFormFunction? =
            symbol("ualoc_canonicalForm", as: CanonicalFormFunction.self, prefix: "")
            ?? symbol("ualoc_canonicalForm", as: CanonicalFormFunction.self)

        typealias ISO3CountryFunction = @convention(c) (UnsafePointer<CChar>) -> UnsafePointer<CChar>?
        typealias RegionFromCodeFunction =
            @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Status>) -> OpaquePointer?
        typealias NumericCodeFunction = @convention(c) (OpaquePointer) -> Int32

        /// ICU's other codes of a region, for `IdentifierResolver.otherCodes(of:)`: its ISO 3166 three letters
        /// (`uloc_getISO3Country`) and its UN M.49 number (`uregion_getRegionFromCode`, `uregion_getNumericCode`);
        /// `nil` when a function is missing.
        static let regionCodes:
            (iso3: ISO3CountryFunction, region: RegionFromCodeFunction, numeric: NumericCodeFunction)? = {
                guard let iso3 = symbol("uloc_getISO3Country", as: ISO3CountryFunction.self),
                    let region = symbol("uregion_getRegionFromCode", as: RegionFromCodeFunction.self),
                    let numeric = symbol("uregion_getNumericCode", as: NumericCodeFunction.self)
                else { return nil }
                return (iso3, region, numeric)
            }()

        /// A function of the running process by name, or `nil`.
        private static func symbol<Function>(_ name: String, as type: Function.Type, prefix: String = "swift_")
            -> Function?
        {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), prefix + name) else { return nil }
            return unsafeBitCast(address, to: type)
        }

        private typealias VersionFunction = @convention(c) (UnsafeMutablePointer<UInt8>) -> Void
        private typealias StatusVersionFunction =
            @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Status>)
            -> Void

        /// The ICU and CLDR versions of the ICU library Foundation links (`u_getVersion`, `ulocdata_getCLDRVersion`),
        /// read whether or not the fast path is on; `nil` where they cannot be read.
        static var versions: (icu: String?, cldr: String?) {
            var icu: String?
            if let function = symbol("u_getVersion", as: VersionFunction.self)
                ?? symbol("u_getVersion", as: VersionFunction.self, prefix: "")
            {
                var info = [UInt8](repeating: 0, count: 4)
                info.withUnsafeMutableBufferPointer { function($0.baseAddress!) }
                icu = formatVersion(info)
            }
            var cldr: String?
            if let function = symbol("ulocdata_getCLDRVersion", as: StatusVersionFunction.self) {
                var info = [UInt8](repeating: 0, count: 4)
                var status: Status = 0
                info.withUnsafeMutableBufferPointer { function($0.baseAddress!, &status) }
                cldr = status > 0 ? nil : formatVersion(info)
            }
            return (icu, cldr)
        }

        /// `76.1.0.0` → `"76.1"`; `nil` for a zero major version.
        private static func formatVersion(_ info: [UInt8]) -> String? {
            guard info[0] > 0 else { return nil }
            var parts = info.map(String.init)
            while parts.count > 2, parts.last == "0" { parts.removeLast() }
            return parts.joined(separator: ".")
        }

        private init?() {
            func symbol<Function>(_ name: String, as type: Function.Type, prefix: String = "swift_") -> Function? {
                Self.symbol(name, as: type, prefix: prefix)
            }
            guard let patternGeneratorOpen = symbol("udatpg_open", as: PatternGeneratorOpenFunction.self),
                let patternGeneratorClose = symbol("udatpg_close", as: PatternGeneratorCloseFunction.self),
                let getSkeleton = symbol("udatpg_getSkeleton", as: GetSkeletonFunction.self),
                let getBestPattern = symbol("udatpg_getBestPattern", as: GetBestPatternFunction.self),
                let getDefaultHourCycle = symbol("udatpg_getDefaultHourCycle", as: GetDefaultHourCycleFunction.self),
                let dateFormatOpen = symbol("udat_open", as: DateFormatOpenFunction.self),
                let dateFormatClose = symbol("udat_close", as: DateFormatCloseFunction.self),
                let setLenient = symbol("udat_setLenient", as: SetLenientFunction.self),
                let applyPattern = symbol("udat_applyPattern", as: ApplyPatternFunction.self),
                let toPattern = symbol("udat_toPattern", as: ToPatternFunction.self),
                let format = symbol("udat_format", as: FormatFunction.self),
                let countSymbols = symbol("udat_countSymbols", as: CountSymbolsFunction.self),
                let getSymbols = symbol("udat_getSymbols", as: GetSymbolsFunction.self),
                let getCalendar = symbol("udat_getCalendar", as: GetCalendarFunction.self),
                let setCalendar = symbol("udat_setCalendar", as: SetCalendarFunction.self),
                let calendarOpen = symbol("ucal_open", as: CalendarOpenFunction.self),
                let calendarClose = symbol("ucal_close", as: CalendarCloseFunction.self),
                let getAttribute = symbol("ucal_getAttribute", as: GetAttributeFunction.self),
                let setAttribute = symbol("ucal_setAttribute", as: SetAttributeFunction.self),
                let cfStringCreate = symbol("CFStringCreateWithCString", as: CFStringCreateFunction.self, prefix: ""),
                let cfCanonicalize = symbol(
                    "CFLocaleCreateCanonicalLocaleIdentifierFromString",
                    as: CFCanonicalizeFunction.self, prefix: ""),
                let cfStringGetCString = symbol("CFStringGetCString", as: CFStringGetCStringFunction.self, prefix: ""),
                let cfRelease = symbol("CFRelease", as: CFReleaseFunction.self, prefix: "")
            else { return nil }
            self.patternGeneratorOpen = patternGeneratorOpen
            self.patternGeneratorClose = patternGeneratorClose
            self.getSkeleton = getSkeleton
            self.getBestPattern = getBestPattern
            self.getDefaultHourCycle = getDefaultHourCycle
            self.dateFormatOpen = dateFormatOpen
            self.dateFormatClose = dateFormatClose
            self.setLenient = setLenient
            self.applyPattern = applyPattern
            self.toPattern = toPattern
            self.format = format
            self.countSymbols = countSymbols
            self.getSymbols = getSymbols
            self.getCalendar = getCalendar
            self.setCalendar = setCalendar
            self.calendarOpen = calendarOpen
            self.calendarClose = calendarClose
            self.getAttribute = getAttribute
            self.setAttribute = setAttribute
            self.cfStringCreate = cfStringCreate
            self.cfCanonicalize = cfCanonicalize
            self.cfStringGetCString = cfStringGetCString
            self.cfRelease = cfRelease
        }

        /// The identifier CoreFoundation gives a `Locale` bridged to it (`CFLocaleCreate` canonicalizes with
        /// `CFLocaleCreateCanonicalLocaleIdentifierFromString`; e.g. `ff_Latn_LR` becomes `ff_LR`, `shi_Latn` becomes
        /// `shi`): the name `DateFormatter` hands to ICU. `nil` if it cannot be read.
        func coreFoundationIdentifier(_ identifier: String) -> String? {
            let utf8: UInt32 = 0x0800_0100  // kCFStringEncodingUTF8
            guard let string = cfStringCreate(nil, identifier, utf8) else { return nil }
            defer { cfRelease(string) }
            guard let canonical = cfCanonicalize(nil, string) else { return nil }
            defer { cfRelease(canonical) }
            var buffer = [CChar](repeating: 0, count: 768)
            guard cfStringGetCString(canonical, &buffer, buffer.count, utf8) != 0 else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        // Values of ICU's C enums (unicode/udat.h, udatpg.h, ucal.h); stable since ICU 2–67.
        static let styleNone: Int32 = -1  // UDAT_NONE; UDAT_FULL = 0, LONG = 1, MEDIUM = 2, SHORT = 3
        static let eras: Int32 = 0  // UDAT_ERAS
        static let months: Int32 = 1  // UDAT_MONTHS
        static let shortMonths: Int32 = 2  // UDAT_SHORT_MONTHS
        static let weekdays: Int32 = 3  // UDAT_WEEKDAYS
        static let shortWeekdays: Int32 = 4  // UDAT_SHORT_WEEKDAYS
        static let amPMs: Int32 = 5  // UDAT_AM_PMS
        static let standaloneMonths: Int32 = 10  // UDAT_STANDALONE_MONTHS
        static let standaloneShortMonths: Int32 = 11  // UDAT_STANDALONE_SHORT_MONTHS
        static let standaloneWeekdays: Int32 = 13  // UDAT_STANDALONE_WEEKDAYS
        static let firstDayOfWeek: Int32 = 1  // UCAL_FIRST_DAY_OF_WEEK
        static let minimalDaysInFirstWeek: Int32 = 2  // UCAL_MINIMAL_DAYS_IN_FIRST_WEEK
        static let defaultCalendar: Int32 = 0  // UCAL_DEFAULT
    }
#endif
