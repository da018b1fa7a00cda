import Foundation

/// Builds the profiles of many identifiers on several threads when that is safe and worth it: on the ICU path
/// (Linux), where each profile owns its ICU objects and the only shared state is a locked hour-cycle cache.
/// Through `DateFormatter` alone (other platforms) threads contend on Foundation's locks, so it stays sequential.
///
/// The result is in the order of `identifiers`, whatever the number of threads (`DATEORDER_THREADS=1` forces one).
enum ParallelProfiles {
    static func build(_ identifiers: [String], builder: ProfileBuilder, threads: Int) -> [LocaleProfile] {
        guard builder.usesICU else { return identifiers.map(builder.profile(for:)) }
        // Fewer threads for short lists: a thread per 64 identifiers at most.
        let threads = min(threads, max(1, identifiers.count / 64))
        return ParallelMap.map(identifiers, threads: threads) { builder.profile(for: $0) }
    }
}
