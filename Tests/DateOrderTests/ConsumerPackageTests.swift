import DateOrder
import Foundation
import TestSupport
import Testing

/// An app's view of the library: a separate SwiftPM package that depends on this one exactly as the README
/// says (by URL, `branch: "main"`, product `DateOrder` of package `DateOrderAtlas`), builds the README's example
/// and the DocC article's picker code, and runs them, so the documented install, API and answers cannot drift.
///
/// The URL is a `file://` one: a bare git repository named `DateOrderAtlas.git`, made from this working tree,
/// so the package identity comes from the URL as it would from GitHub's. It builds offline.
@Suite("A package that depends on DateOrder as the README says", .tags(.slow, .process))
struct ConsumerPackageTests {
    /// The README's section "Use it in your app".
    static func readmeSection() throws -> String {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Use it in your app\n"))
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The Swift code blocks of a Markdown text.
    static func swiftBlocks(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    /// The rows of the README's table of answers: locale → the four cells.
    static func table(_ markdown: String) -> [(String, [String])] {
        markdown.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| Locale") && !$0.hasPrefix("| ---")
        }
        .map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[0], Array(cells.dropFirst()))
        }
    }

    /// Runs a program to its end: its status, and its output and error text.
    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    /// A bare git repository `DateOrderAtlas.git` in `folder` holding this working tree's files (those git
    /// tracks or would track, without the generated site) as one commit on `main`.
    static func publish(into folder: URL) throws -> URL {
        let git = "/usr/bin/git"
        let (listed, files) = try run(
            git, ["-C", TestPaths.root.path, "ls-files", "--cached", "--others", "--exclude-standard", "-z"])
        try #require(listed == 0, "git ls-files: \(files)")
        let work = folder.appendingPathComponent("work")
        // Each path once: during a merge, `--cached` lists a conflicted file once per stage.
        var seen = Set<String>()
        for file in files.split(separator: "\0").map(String.init) where !file.hasPrefix("site/") {
            guard seen.insert(file).inserted else { continue }
            let source = TestPaths.root.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }  // deleted, not yet staged
            let target = work.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        let identity = ["-c", "user.name=Consumer Test", "-c", "user.email=consumer@example.invalid"]
        for arguments in [
            ["init", "-q", "-b", "main", work.path], ["-C", work.path, "add", "-A"],
            identity + ["-C", work.path, "commit", "-q", "-m", "snapshot"],
        ] {
            let (status, output) = try run(git, arguments)
            try #require(status == 0, "git \(arguments): \(output)")
        }
        let bare = folder.appendingPathComponent("DateOrderAtlas.git")
        let (cloned, output) = try run(git, ["clone", "-q", "--bare", work.path, bare.path])
        try #require(cloned == 0, "git clone: \(output)")
        return bare
    }

    @Test("The README's install lines resolve, its example and the article's pickers build and print the answers")
    func readmeInstallAndExamples() throws {
        let section = try Self.readmeSection()
        let blocks = Self.swiftBlocks(section)
        let example = try #require(blocks.first { $0.contains("import DateOrder") }, "no example with import DateOrder")
        let install = try #require(blocks.first { $0.contains(".package(url:") }, "no dependency line")
        let lines = install.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let dependencyLine = try #require(lines.first { $0.hasPrefix(".package(url:") })
        let product = try #require(lines.first { $0.hasPrefix(".product(") })
        #expect(product == ".product(name: \"DateOrder\", package: \"DateOrderAtlas\"),")
        let rows = Self.table(section)
        try #require(rows.count >= 4, "the README's table of answers is missing")
        let article = try String(
            contentsOf: TestPaths.root.appendingPathComponent("Sources/DateOrder/DateOrder.docc/BuildingAPicker.md"),
            encoding: .utf8)
        let pickerCode = Self.swiftBlocks(article)
        #expect(pickerCode.count == 3, "the model, the SwiftUI view, the UIKit view")
        let timeArticle = try String(
            contentsOf: TestPaths.root.appendingPathComponent(
                "Sources/DateOrder/DateOrder.docc/BuildingATimePicker.md"),
            encoding: .utf8)
        let timeCode = Self.swiftBlocks(timeArticle)
        #expect(timeCode.count == 1, "the time picker's model")

        // The persistent scratch folder lets later runs build incrementally; the repository is made afresh.
        let scratch = TestPaths.root.appendingPathComponent(".build/consumer-package")
        let remote = scratch.appendingPathComponent("remote")
        try? FileManager.default.removeItem(at: remote)
        try FileManager.default.createDirectory(at: remote, withIntermediateDirectories: true)
        let bare = try Self.publish(into: remote)
        try? FileManager.default.removeItem(at: remote.appendingPathComponent("work"))

        // The README's line with only the URL swapped for the local repository's.
        let url = try #require(dependencyLine.firstRange(of: "https://github.com/OWNER/DateOrderAtlas.git"))
        let dependency = dependencyLine.replacingCharacters(in: url, with: bare.absoluteString)
        #expect(dependency.hasSuffix(", branch: \"main\"),"), "\(dependency)")

        let package = try TemporaryFolder()
        defer { package.remove() }
        try FileManager.default.createDirectory(at: package.path("Sources/Consumer"), withIntermediateDirectories: true)
        try package.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Consumer",
                platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
                dependencies: [
                    \(dependency)
                ],
                targets: [
                    .executableTarget(name: "Consumer", dependencies: [
                        \(product)
                    ]),
                    .executableTarget(name: "Answers", dependencies: [
                        \(product)
                    ]),
                ]
            )
            """)
        let printer = """

            // Added by the test: the README table's rows, computed; a switch with no default over the columns.
            func cell(_ columns: [DatePickerColumn]) -> String {
                "[" + columns.map { column in
                    switch column {
                    case .era: ".era"
                    case .year: ".year"
                    case .month: ".month"
                    case .day: ".day"
                    }
                }.joined(separator: ", ") + "]"
            }
            for identifier in \(rows.map(\.0)) {
                let layout = DatePickerLayout(for: Locale(identifier: identifier))
                print(([identifier] + [layout.numeric, layout.withMonthNames, layout.yearMonth, layout.monthDay].map(cell))
                    .joined(separator: " | "))
            }
            print("example:", cell(numeric), cell(withNames), pattern, source, cell(japanese))

            // The article's model, driven as a picker would be.
            for identifier in ["he_IL@calendar=hebrew", "ja_JP@calendar=japanese", "zh_CN@calendar=chinese"] {
                var calendar = Locale(identifier: identifier).calendar
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
                var model = DatePickerModel(layout: layout, selection: Date(timeIntervalSince1970: 1_763_035_200))
                for column in model.columns {
                    let rows = model.rows(of: column)
                    print("picker", identifier, cell([column]), rows.count, rows[model.selectedRow(of: column)].label)
                }
                let years = model.rows(of: .year).map(\\.label)
                print("picker", identifier, "years distinct", Set(years).count == years.count)
                model.select(row: model.rows(of: .month).count - 1, of: .month)
                model.select(row: 0, of: .day)
                print("picker", identifier, "chosen", model.columns.map { model.rows(of: $0)[model.selectedRow(of: $0)].label })
                print("picker", identifier, "date", Int(model.selection.timeIntervalSince1970))
            }

            // A numeric picker in a common Hebrew year: its month rows are the numbers its dates write, 1 to 12
            // (Adar, Calendar's month 7, is 6; Nisan, 8, is 7), and choosing the sixth row selects Adar.
            do {
                var calendar = Calendar(identifier: .hebrew)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let layout = DatePickerLayout(for: Locale(identifier: "de_DE"), calendar: calendar)
                var model = DatePickerModel(layout: layout, kind: .numeric, selection: Date(timeIntervalSince1970: 1_776_254_400))
                print("picker numeric hebrew", model.rows(of: .month).map(\\.label).joined(separator: " "))
                model.select(row: 5, of: .month)
                print("picker numeric hebrew sixth row", calendar.component(.month, from: model.selection))
            }

            // Selected on April 15, before the day Reiwa began in 2019 (May 1): Reiwa 1 (元年) is still a row.
            do {
                var calendar = Locale(identifier: "ja_JP@calendar=japanese").calendar
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let layout = DatePickerLayout(for: Locale(identifier: "ja_JP@calendar=japanese"), calendar: calendar)
                let model = DatePickerModel(layout: layout, selection: Date(timeIntervalSince1970: 1_776_254_400))
                let years = model.rows(of: .year).map(\\.label)
                print("picker ja_JP april", years.first ?? "", years.count, Set(years).count == years.count)
                // Choosing another era keeps the year of the era, month and day: Heisei 31 (2019-04-15) → Reiwa 31;
                // Reiwa 7 (2025-11-13) → Heisei 7. From Heisei 1, April 15 (1989), Reiwa 1 has no April 15: its first
                // day, May 1 (元年 5月).
                func chosen(_ era: String, from instant: Double) -> String {
                    var model = DatePickerModel(layout: layout, selection: Date(timeIntervalSince1970: instant))
                    model.select(row: model.rows(of: .era).map(\\.label).firstIndex(of: era) ?? -1, of: .era)
                    return ([DatePickerColumn.era, .year, .month, .day].map {
                        layout.labels(for: $0, of: [model.selection])[0]
                    }).joined(separator: " ")
                }
                print("picker ja_JP next era", chosen("令和", from: 1_555_329_600))
                print("picker ja_JP previous era", chosen("平成", from: 1_763_035_200))
                print("picker ja_JP era from its first year", chosen("令和", from: 608_644_800))
            }

            // Choosing the selected era's row again changes nothing (it used to move ar_SA 50 years back and
            // ja_JP@calendar=japanese to Reiwa 1), in every locale whose pickers have an era column.
            do {
                var checked: [String] = []
                var moved: [String] = []
                for identifier in Locale.availableIdentifiers.sorted() + ["ja_JP@calendar=japanese"] {
                    var calendar = Locale(identifier: identifier).calendar
                    calendar.timeZone = TimeZone(identifier: "UTC")!
                    let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
                    for kind in [DatePickerKind.withMonthNames, .numeric, .yearMonth] {
                        var model = DatePickerModel(
                            layout: layout, kind: kind, selection: Date(timeIntervalSince1970: 1_763_035_200))
                        guard model.columns.contains(.era) else { continue }
                        checked.append(identifier)
                        let before = model.selection
                        model.select(row: model.selectedRow(of: .era), of: .era)
                        if model.selection != before { moved.append("\\(identifier) \\(kind)") }
                    }
                }
                print("picker era again", Set(checked).count, Set(checked).contains("ar_SA"), moved)
            }

            // Samoa skipped December 30, 2011: its December has 30 day rows, the last the 31st, none in January.
            do {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "Pacific/Apia")!
                let layout = DatePickerLayout(for: Locale(identifier: "en_WS"), calendar: calendar)
                let model = DatePickerModel(layout: layout, selection: Date(timeIntervalSince1970: 1_323_950_400))
                let days = model.rows(of: .day).map(\\.label)
                print("picker apia", days.count, Set(days).count, days.suffix(3))
                // December chosen from October 31: its last day, the 31st, not January 1.
                var october = DatePickerModel(layout: layout, selection: Date(timeIntervalSince1970: 1_320_062_400))
                october.select(row: 11, of: .month)
                print("picker apia december", [DatePickerColumn.month, .day, .year].map {
                    layout.labels(for: $0, of: [october.selection])[0]
                })
                // Safar 1433 spans the skipped day: choosing it again on Safar 7 (January 1, 2012) stays on the 7th.
                let islamic = DatePickerLayout(for: Locale(identifier: "en_SA"), calendar: {
                    var calendar = Locale(identifier: "en_SA").calendar
                    calendar.timeZone = TimeZone(identifier: "Pacific/Apia")!
                    return calendar
                }())
                var safar = DatePickerModel(layout: islamic, selection: Date(timeIntervalSince1970: 1_325_376_000))
                let day = islamic.labels(for: .day, of: [safar.selection])[0]
                safar.select(row: safar.selectedRow(of: .month), of: .month)
                print("picker apia safar", day, islamic.labels(for: .day, of: [safar.selection])[0])
            }

            // The time article's model: the rows selected at 16:45, then the first hour, the first day period
            // row where there is one, and minute 5 chosen.
            for identifier in ["ko_KR", "ja_JP", "en_US"] {
                let layout = TimePickerLayout(for: Locale(identifier: identifier))
                var model = TimePickerModel(layout: layout, hour: 16, minute: 45)
                print("time", identifier, model.columns.map { model.rows(of: $0)[model.selectedRow(of: $0)] })
                model.select(row: 0, of: .hour)
                if model.columns.contains(.dayPeriod) { model.select(row: 0, of: .dayPeriod) }
                model.select(row: 5, of: .minute)
                let both = model.dateAndTimeColumns(dateColumns: DatePickerLayout(for: layout.locale).withMonthNames)
                print("time", identifier, "chosen", model.hour, model.minute, both.count, model.rows(of: .hour).count)
            }
            print("time de_DE hour rows", TimePickerModel(layout: TimePickerLayout(for: Locale(identifier: "de_DE")),
                                                          hour: 0, minute: 0).rows(of: .hour).prefix(10))

            // The model's text in every locale is what a DateFormatter with the layout's pattern writes, and its
            // date with the time what one with the layout's dateTimePattern writes.
            do {
                var differing: [String] = []
                var differingDateTime: [String] = []
                var utc = Calendar(identifier: .gregorian)
                utc.timeZone = TimeZone(identifier: "UTC")!
                func formatter(_ locale: Locale, _ pattern: String) -> DateFormatter {
                    let formatter = DateFormatter()
                    formatter.locale = locale
                    formatter.timeZone = utc.timeZone
                    formatter.dateFormat = pattern
                    return formatter
                }
                for identifier in Locale.availableIdentifiers.sorted() {
                    let layout = TimePickerLayout(for: Locale(identifier: identifier))
                    let time = formatter(layout.locale, layout.pattern)
                    let dateTime = formatter(layout.locale, layout.dateTimePattern)
                    let datePattern = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: layout.locale)
                    let dateOnly = formatter(layout.locale, datePattern ?? "")
                    for (hour, minute) in [(9, 5), (21, 5), (0, 7), (12, 30)] {
                        let model = TimePickerModel(layout: layout, hour: hour, minute: minute)
                        let date = utc.date(from: DateComponents(year: 2026, month: 4, day: 15, hour: hour, minute: minute))!
                        if model.text != time.string(from: date) {
                            differing.append("\\(identifier) \\(model.text) \\(time.string(from: date))")
                        }
                        let both = model.dateTimeText(date: dateOnly.string(from: date))
                        if both != dateTime.string(from: date) {
                            differingDateTime.append("\\(identifier) \\(both) \\(dateTime.string(from: date))")
                        }
                    }
                }
                print("time text differs", differing.prefix(10), differing.count)
                print("date time text differs", differingDateTime.prefix(10), differingDateTime.count)
            }
            """
        try package.write("Sources/Consumer/main.swift", example + "\n" + printer)
        try package.write("Sources/Consumer/Picker.swift", pickerCode.joined(separator: "\n\n") + "\n")
        try package.write("Sources/Consumer/TimePicker.swift", timeCode.joined(separator: "\n\n") + "\n")
        // Every example of the README, the articles and the doc comments that states answers in comments, each
        // answer checked (`layout.numeric  // [.year, .month, .day]`).
        let answers = try DocumentationExampleTests.answersProgram()
        try FileManager.default.createDirectory(at: package.path("Sources/Answers"), withIntermediateDirectories: true)
        try package.write("Sources/Answers/main.swift", answers.code)

        // Build products are kept between runs, resolution is not: without its clone and checkout SwiftPM
        // fetches the branch afresh (with them it would build last run's commit).
        let build = scratch.appendingPathComponent("build")
        for stale in ["repositories", "checkouts", "workspace-state.json"] {
            try? FileManager.default.removeItem(at: build.appendingPathComponent(stale))
        }
        let (built, buildLog) = try Self.run(
            "/usr/bin/env", ["swift", "build", "--package-path", package.url.path, "--scratch-path", build.path])
        try #require(built == 0, "the consumer package does not build:\n\(buildLog.suffix(3_000))")
        #expect(!buildLog.contains("warning:"), "\(buildLog.suffix(3_000))")

        let (answered, answerLog) = try Self.run(build.appendingPathComponent("debug/Answers").path, [])
        #expect(answered == 0, "\(answerLog)")
        let answerLines = answerLog.split(separator: "\n")
        #expect(
            answerLines.filter { $0.hasPrefix("example holds: ") }.count == answers.checks,
            "\(answers.checks) answers: \(answerLog)")
        #expect(!answerLines.contains { $0.hasPrefix("example differs: ") }, "\(answerLog)")

        let (ran, output) = try Self.run(build.appendingPathComponent("debug/Consumer").path, [])
        #expect(ran == 0, "\(output)")
        let printed = output.split(separator: "\n").map(String.init)
        for (identifier, cells) in rows {
            #expect(
                printed.contains(([identifier] + cells).joined(separator: " | ")),
                "README row \(identifier) \(cells) vs \(printed.filter { $0.hasPrefix(identifier + " ") })")
        }
        #expect(
            printed.contains(
                "example: [.year, .month, .day] [.month, .day, .year] MMMM d, y locale [.era, .year, .month, .day]"),
            "\(printed)")
        // The comments in the README's example say the same.
        #expect(example.contains("[.year, .month, .day]") && example.contains("[.month, .day, .year]"))
        #expect(example.contains("\"MMMM d, y\"") && example.contains("// .locale"))
        #expect(example.contains("[.era, .year, .month, .day]"))

        // The pickers: rows of each column and the selected row's text, then the selection after choosing the
        // year's last month and its first day.
        let expected = [
            "picker he_IL@calendar=hebrew [.day] 29 כ״ב", "picker he_IL@calendar=hebrew [.month] 12 חשון",
            "picker he_IL@calendar=hebrew [.year] 101 תשפ״ו",
            "picker he_IL@calendar=hebrew chosen [\"א׳\", \"אלול\", \"תשפ״ו\"]",
            "picker ja_JP@calendar=japanese [.era] 3 令和", "picker ja_JP@calendar=japanese [.year] 57 7年",
            "picker ja_JP@calendar=japanese years distinct true", "picker he_IL@calendar=hebrew years distinct true",
            "picker ja_JP april 元年 58 true", "picker ja_JP next era 令和 31年 4月 15日",
            "picker ja_JP previous era 平成 7年 11月 13日", "picker ja_JP era from its first year 令和 元年 5月 1日",
            "picker zh_CN@calendar=chinese years distinct true",
            "picker ja_JP@calendar=japanese [.month] 12 11月", "picker ja_JP@calendar=japanese [.day] 30 13日",
            "picker ja_JP@calendar=japanese chosen [\"令和\", \"7年\", \"12月\", \"1日\"]",
            "picker zh_CN@calendar=chinese [.year] 101 2025乙巳年", "picker zh_CN@calendar=chinese [.month] 13 九月",
            "picker zh_CN@calendar=chinese [.day] 30 廿四",
            "picker zh_CN@calendar=chinese chosen [\"2025乙巳年\", \"腊月\", \"初一\"]",
            "picker numeric hebrew 1 2 3 4 5 6 7 8 9 10 11 12", "picker numeric hebrew sixth row 7",
            "picker apia 30 30 [\"28\", \"29\", \"31\"]",
            "picker apia december [\"December\", \"31\", \"2011\"]", "picker apia safar 7 7",
        ]
        for line in expected {
            #expect(printed.contains(line), "\(line) vs \(printed.filter { $0.hasPrefix("picker") })")
        }
        let timeExpected = [
            "time ko_KR [\"오후\", \"4\", \"45\"]", "time ko_KR chosen 1 5 6 12",
            "time ja_JP [\"16\", \"45\"]", "time ja_JP chosen 0 5 5 24",
            "time en_US [\"4\", \"45\", \"PM\"]", "time en_US chosen 1 5 6 12",
            "time de_DE hour rows [\"00\", \"01\", \"02\", \"03\", \"04\", \"05\", \"06\", \"07\", \"08\", \"09\"]",
            "time text differs [] 0", "date time text differs [] 0",
        ]
        for line in timeExpected {
            #expect(printed.contains(line), "\(line) vs \(printed.filter { $0.hasPrefix("time") })")
        }
        let eraAgain = try #require(printed.first { $0.hasPrefix("picker era again ") }, "\(printed.suffix(5))")
        #expect(eraAgain.hasSuffix(" true []"), "\(eraAgain)")
        #expect((Int(eraAgain.split(separator: " ")[3]) ?? 0) >= 2, "\(eraAgain)")
        for identifier in ["he_IL@calendar=hebrew", "ja_JP@calendar=japanese", "zh_CN@calendar=chinese"] {
            // The date the picker gives back is the start of the first day of the year's last month, as Calendar
            // counts it (rows select the start of their day).
            var calendar = Locale(identifier: identifier).calendar
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let last = try #require(layout.months(inYearOf: Date(timeIntervalSince1970: 1_763_035_200)).last)
            #expect(
                printed.contains("picker \(identifier) date \(Int(last.firstDay.timeIntervalSince1970))"),
                "\(identifier)")
        }
    }
}
