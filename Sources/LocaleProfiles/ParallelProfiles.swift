import Foundation

/// Builds the profiles of many identifiers on several threads when that is safe and worth it: on the ICU path
/// (Linux), where each profile owns its ICU objects and the only shared state is a locked hour-cycle cache.
/// Through `DateFormatter` alone (other platforms) threads contend on Foundation's locks, so it stays sequential.
///
/// On the ICU path a regional locale whose formatting data is provably its parent's (`SharedFormatting`: `de_DE`
/// and `de`) takes it from the parent's profile instead of asking ICU again: the parents are built first, then
/// the locales that share theirs. The result is in the order of `identifiers` and the same as building each
/// identifier on its own, whatever the number of threads (`DATEORDER_THREADS=1` forces one).
enum ParallelProfiles {
    static func build(_ identifiers: [String], builder: ProfileBuilder, threads: Int) -> [LocaleProfile] {
        guard builder.usesICU else { return identifiers.map(builder.profile(for:)) }
        // Fewer threads for short lists: a thread per 64 identifiers at most.
        let threads = min(threads, max(1, identifiers.count / 64))
        let sources = sharingSources(identifiers)
        let own = identifiers.indices.filter { sources[$0] == nil }
        var profiles = [LocaleProfile?](repeating: nil, count: identifiers.count)
        for (index, profile) in zip(
            own, ParallelMap.map(own, threads: threads) { builder.profile(for: identifiers[$0]) })
        {
            profiles[index] = profile
        }
        let shared = identifiers.indices.compactMap { index in
            sources[index].flatMap { profiles[$0] }.map { (index: index, source: $0) }
        }
        let sharedProfiles = ParallelMap.map(shared, threads: threads) { index, source in
            builder.profile(for: identifiers[index], sharingFormattingOf: source)
        }
        for (entry, profile) in zip(shared, sharedProfiles) { profiles[entry.index] = profile }
        return profiles.map { $0! }
    }

    /// For each identifier, the index of the identifier whose formatting data it may share (`SharedFormatting`),
    /// or `nil`; all `nil` off Linux.
    static func sharingSources(_ identifiers: [String]) -> [Int?] {
        #if canImport(Glibc)
            if let icu = ICULibrary.shared { return SharedFormatting.sources(for: identifiers, icu: icu) }
        #endif
        return identifiers.map { _ in nil }
    }
}
