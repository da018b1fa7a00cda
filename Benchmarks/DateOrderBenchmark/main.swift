// What a DatePickerLayout costs beside what it wraps: for each locale, one `DatePickerLayout(for:)` against the
// four `DateFormatter.dateFormat(fromTemplate:options:locale:)` calls it answers, warm (median over batches in
// one process) and cold (the first call in a fresh process, median over processes); then the same for a
// `TimePickerLayout(for:)` against its three calls (`jm`, `yMMMd jm`, `yMMMd`). Run it in release:
//   swift run -c release DateOrderBenchmark [--reps N]
import DateOrder
import Foundation

let identifiers = [
    "en_US", "de_DE", "ja_JP", "ar_SA", "fa_IR", "th_TH", "ja_JP@calendar=japanese", "he_IL@calendar=hebrew",
    "zh_CN@calendar=chinese", "en_US@calendar=dangi",
]
let templates = ["yMd", "yMMMMd", "yMMMM", "MMMMd"]

func nanoseconds(_ body: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return DispatchTime.now().uptimeNanoseconds - start
}

let timeTemplates = ["jm", "yMMMd jm", "yMMMd"]

/// What is measured: the layout, or the pattern calls it answers, for the date or the time.
func run(_ what: String, _ locale: Locale) {
    switch what {
    case "layout": _ = DatePickerLayout(for: locale)
    case "time-layout": _ = TimePickerLayout(for: locale)
    default:
        for template in what == "time-templates" ? timeTemplates : templates {
            _ = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
        }
    }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let arguments = CommandLine.arguments
// A child process: the first call for one locale, in microseconds.
if arguments.count == 4, arguments[1] == "--cold" {
    let locale = Locale(identifier: arguments[3])
    let time = nanoseconds { run(arguments[2], locale) }
    print(Double(time) / 1_000)
    exit(0)
}
let reps = arguments.firstIndex(of: "--reps").flatMap { Int(arguments[$0 + 1]) } ?? 7

func cold(_ what: String, _ identifier: String) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = ["--cold", what, identifier]
    let pipe = Pipe()
    process.standardOutput = pipe
    try! process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
}

func format(_ value: Double) -> String { String(format: "%8.1f", value) }
print("µs per call, median; warm: batches of 200 after warming; cold: first call in a fresh process, \(reps) processes")
for (name, layoutName, templatesName, count) in [
    ("layout", "layout", "templates", "4"), ("time layout", "time-layout", "time-templates", "3"),
] {
    print(
        "\nlocale".padding(toLength: 27, withPad: " ", startingAt: 0)
            + "  warm \(name)  warm \(count) templates  ratio   cold \(name)  cold \(count) templates  ratio")
    var warmRatios: [Double] = []
    var coldRatios: [Double] = []
    for identifier in identifiers {
        let locale = Locale(identifier: identifier)
        for _ in 0..<50 {
            run(layoutName, locale)
            run(templatesName, locale)
        }
        var warmLayout: [Double] = []
        var warmTemplates: [Double] = []
        for _ in 0..<15 {
            warmLayout.append(Double(nanoseconds { for _ in 0..<200 { run(layoutName, locale) } }) / 200_000)
            warmTemplates.append(Double(nanoseconds { for _ in 0..<200 { run(templatesName, locale) } }) / 200_000)
        }
        var coldLayout: [Double] = []
        var coldTemplates: [Double] = []
        for _ in 0..<reps {
            coldLayout.append(cold(layoutName, identifier))
            coldTemplates.append(cold(templatesName, identifier))
        }
        let warm = (median(warmLayout), median(warmTemplates))
        let coldPair = (median(coldLayout), median(coldTemplates))
        warmRatios.append(warm.0 / warm.1)
        coldRatios.append(coldPair.0 / coldPair.1)
        print(
            identifier.padding(toLength: 26, withPad: " ", startingAt: 0) + "  " + format(warm.0) + "     "
                + format(warm.1) + "        " + String(format: "%4.2f", warm.0 / warm.1) + "   "
                + format(coldPair.0) + "     " + format(coldPair.1) + "        "
                + String(format: "%4.2f", coldPair.0 / coldPair.1))
    }
    print(
        "ratio \(name) / \(count) templates, median over locales (largest): warm "
            + String(format: "%.2f (%.2f)", median(warmRatios), warmRatios.max() ?? .nan) + ", target ≤ 1; cold "
            + String(format: "%.2f (%.2f)", median(coldRatios), coldRatios.max() ?? .nan) + ", target ≤ 2")
}
