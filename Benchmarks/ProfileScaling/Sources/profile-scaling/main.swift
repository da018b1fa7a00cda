import DateOrder
import Foundation

// profile-scaling COUNT... [--reference]: for each COUNT (a number or "all"), builds the profiles of the first
// COUNT identifiers (byte order) and prints "COUNT SECONDS" (wall time of Catalog.load). With --reference it
// builds them through DateFormatter alone (ProfileBuilder.foundationProfile), the path before the ICU cache.
let arguments = CommandLine.arguments.dropFirst()
let reference = arguments.contains("--reference")
let all = Catalog.availableIdentifiers
for argument in arguments where argument != "--reference" {
    let count = argument == "all" ? all.count : min(Int(argument) ?? all.count, all.count)
    let identifiers = Array(all.prefix(count))
    let start = DispatchTime.now().uptimeNanoseconds
    let built: Int
    if reference {
        let builder = ProfileBuilder()
        built = identifiers.map(builder.foundationProfile(for:)).count
    } else {
        built = Catalog.load(identifiers: identifiers).profiles.count
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(built, String(format: "%.4f", seconds))
}
