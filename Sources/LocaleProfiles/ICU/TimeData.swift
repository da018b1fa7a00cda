#if canImport(Glibc)
    import Foundation

    /// CLDR's supplemental time data as ICU ships it (`supplementalData/timeData/<region>/preferred`): the preferred
    /// hour format of each region (`h`, `H`, `K` or `k`), read through ICU's resource-bundle functions and kept per
    /// region.
    final class TimeData: Sendable {
        private let known = Memo<String, HourCycle?>()

        /// The region's preferred hour cycle, the world's (`001`) when the region has none, or `nil` when the data
        /// cannot be read (the caller then asks a pattern generator).
        func preferred(region: String) -> HourCycle? {
            known.value(for: region) { Self.read(region) ?? Self.read("001") }
        }

        private static func read(_ region: String) -> HourCycle? {
            guard let ures = ICULibrary.resources, region.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            var status: ICULibrary.Status = 0
            guard let data = ures.open(nil, "supplementalData", &status) else { return nil }
            defer { ures.close(data) }
            guard status <= 0, let times = ures.byKey(data, "timeData", nil, &status) else { return nil }
            defer { ures.close(times) }
            guard status <= 0, let entry = ures.byKey(times, region, nil, &status) else { return nil }
            defer { ures.close(entry) }
            guard status <= 0 else { return nil }
            var length: Int32 = 0
            guard let text = ures.stringByKey(entry, "preferred", &length, &status), status <= 0, length > 0 else {
                return nil
            }
            switch text[0] {
            case UInt16(UInt8(ascii: "h")): return .h12
            case UInt16(UInt8(ascii: "H")): return .h23
            case UInt16(UInt8(ascii: "K")): return .h11
            case UInt16(UInt8(ascii: "k")): return .h24
            default: return nil
            }
        }
    }
#endif
