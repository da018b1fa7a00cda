import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// `about.html`: the method, the sample instant, provenance, what the data files hold, and how to regenerate.
enum AboutPage {
    static func make(model: SiteModel) -> Page {
        let provenance = model.provenance
        var facts = MarkdownTable(columns: [("What", .none), ("Version", .none)])
        facts.rowHeaders = true
        facts.caption = "Provenance of this build"
        facts.addRow([.text("Generator"), .text("dateorder \(provenance.toolVersion)")])
        facts.addRow([.text("Swift"), .text(provenance.swiftVersion)])
        facts.addRow([.text("ICU"), .text(provenance.icuVersion)])
        facts.addRow([.text("CLDR data"), .text("\(provenance.cldrVersion), as shipped in Foundation's ICU")])
        facts.addRow([.text("Locales"), .text(grouped(model.profiles.count))])
        facts.addRow([.text("Sample instant"), .text("\(SampleInstant.iso8601), shown in UTC")])
        // Beside the versions that produced it, what a new toolchain changed: the page a reader of the provenance
        // looks for after an update.
        if let changes = model.changes {
            facts.addRow([
                .text("Since the previous export"), .link(text: changes.diff.counts, destination: "changes.html"),
            ])
        }
        var templates = MarkdownTable(columns: [("Template", .none), ("What it asks for", .none)])
        templates.rowHeaders = true
        templates.caption = "Templates every locale page shows"
        let meaning = [
            "yyyyMMdd": "numeric date with a four-digit year: the order the yyyyMMdd trick reads",
            "yMd": "short numeric date", "yMMMd": "date with abbreviated month name",
            "yMMMMd": "date with full month name", "yM": "numeric year and month", "yMMMM": "year and month name",
            "Md": "numeric month and day", "MMMMd": "month name and day", "jm": "time in the locale's hour cycle",
            "hm": "time on a 12-hour clock", "Hm": "time on a 24-hour clock",
            "yMMMd jm": "date with abbreviated month name and time", "EEEE": "weekday name",
            "MMM d yyyy hh:mm": "a label with date and 12-hour time",
        ]
        for template in model.templates {
            templates.addRow([.code(template), .text(meaning[template] ?? "custom template")])
        }
        let docs = model.baseURL.map { $0 + "docs/documentation/dateorder/" }
        let package = model.packageAddress
        // Named where it is known (a project site's own repository), explained where it is a placeholder.
        let (address, owner) =
            package == nil
            ? ("", ", with `OWNER` the account the repository lives under")
            : (" (the repository this site is built from)", "")
        let body: [PageBlock] = [
            .relatedPages("[All locales](index.html)"),
            .markdown(
                """
                # About the Date Order Atlas
                """),
            .heading(level: 2, id: "method", text: "Method"),
            .markdown(
                """
                For each locale identifier in `Locale.availableIdentifiers`, Foundation derives a pattern from each \
                template with `DateFormatter.dateFormat(fromTemplate:options:locale:)`. A template (an ICU skeleton) \
                lists the fields wanted, in no particular order: `yMMMMd` is a year, a full month name and a day; \
                the pattern the locale gives for it puts them in its order, with its punctuation (`d. MMMM y` in \
                `de`, `MMMM d, y` in `en`). The pattern is read Unicode \
                scalar by Unicode scalar (not by `Character`, which would glue a combining mark onto a closing quote):

                - only ASCII letters are pattern letters; a run of one letter is one field;
                - text between single quotes is literal, and `''` is an apostrophe inside or outside quotes; an \
                unterminated quote makes the rest literal;
                - year is `y Y u U r`, month is `M L`, day is `d`; every other letter (era `G`, weekday `E`, hour, …) \
                and every other character (spaces, punctuation, bidi marks such as U+200F) is ignored for order;
                - the order is the sequence of fields by first appearance. A pattern lacking a field the template asks \
                for is reported as such, never guessed.

                **The answer is per picker.** A numeric picker follows `yMd`, a picker with month names `yMMMMd`, a \
                year–month picker `yMMMM`, a month–day picker `MMMMd`; each locale page leads with these four orders. \
                The widely copied trick reads `yyyyMMdd` instead; its order is shown too, with a warning wherever it \
                would mislead a picker (where the picker's own pattern puts its fields in another order than \
                `yyyyMMdd` does: for a year–month picker, year and month alone), and the \
                [order pages](index.html#orders) keep its grouping. Orders that change with the template are the \
                [conflicts](conflicts.html). In a right-to-left locale the first column is the rightmost.

                **Time pickers** follow `jm`: hour (`h H K k`), minute (`m`) and day period (`a b B`) columns by \
                first appearance, the hours the hour letter counts (`K` 0–11, `h` 1–12, `H` 0–23, `k` 1–24), the \
                day period's names, and, from `yMMMd jm`, whether a date with a time puts the date or the time \
                first. Where `Locale.hourCycle` disagrees with the pattern, the page says to follow the pattern, \
                which is what a `DateFormatter` formats the chosen time with.

                \(templates.markdown)
                """),
            .heading(level: 2, id: "samples", text: "Samples"),
            .markdown(
                """
                Every sample shows one fixed instant, \(MarkdownText.escape(SampleInstant.iso8601)), in UTC and in \
                each locale's calendar. Its day is above 12 and differs from its month in every default \
                calendar in use (Gregorian, Buddhist, Persian, Islamic Umm al-Qura), so day and month cannot be \
                confused. A picker preview preselects that instant's year, month and day in the locale's calendar, \
                with that calendar's months (13 in a Hebrew leap year) and days (29 or 30 in Islamic months). \
                Nothing depends on the clock, `TZ` or `LANG`: two builds are byte-identical.

                A calendar keyword (`ja_JP@calendar=japanese`) is accepted only where `DateFormatter` and \
                Foundation's `Calendar` both really count in that calendar; on this toolchain `ethioaa` and \
                `islamic-rgsa` do not, and are refused rather than published with another calendar's data.
                """),
            .heading(level: 2, id: "provenance", text: "Provenance"),
            .markdown(
                """
                \(facts.markdown)
                ICU and CLDR versions are read at run time from the ICU library Foundation links; "unknown" means \
                they could not be read. The data is **CLDR as shipped in Foundation's ICU**, not upstream CLDR: \
                Foundation's copy carries its own changes, so a few locale patterns here differ from the CLDR \
                release of the same number, from later CLDR releases and from browsers (for one, `es_US` writes \
                numeric dates M·D·Y here where upstream CLDR 46 has D·M·Y). The atlas shows what Foundation gives, \
                because that is what a Swift app gets; it does not compare with upstream CLDR, which it cannot \
                read at build time. **Apple platforms ship their own ICU and CLDR** with the operating system, \
                so an app on iOS or macOS can get other patterns than this Linux toolchain gives: each locale page \
                ends with a Swift snippet to check on your own device, and shows what your browser's own data says.

                Where the data is not the locale's own, the locale page says so: a fallback to ICU's root data \
                (placeholder month names), or Foundation on Linux renaming a locale before it asks ICU (`shi_Latn` \
                becomes `shi`, `sr_Cyrl_ME` becomes `sr_ME`) while `Date.FormatStyle` does not. It also says where \
                `Locale.hourCycle` disagrees with the time pattern, and where the numbers' digits change from one \
                pattern to another (digits inside a month name do not count).
                """),
            .heading(level: 2, id: "data", text: "Data"),
            .markdown(
                """
                [`data/locales.json`](data/locales.json) and [`data/locales.csv`](data/locales.csv) hold every \
                locale of this site, one record or row each, sorted by identifier: what `dateorder list --format \
                json` and `--format csv` print. Neither file names a version or its source: the provenance above is \
                theirs, so keep it with a copy; `dateorder diff OLD.json NEW.json` lists what changed between two \
                exports.

                The JSON is an array of objects. `pickers` is the answer, the column order of each kind of picker \
                (`numeric`, `with-month-names`, `year-month`, `month-day` → `YMD`, `DMY`, …; empty where the \
                pattern lacks a field), and `eraPickers` the pickers whose pattern writes an era beside the year, \
                which need an era column too (ar_SA, en_TH); `order`, `pattern` and `sample` are what \
                `yyyyMMdd` gives, and \
                `trickMisleads` the pickers it gets wrong; `orders`, `patterns` and `samples` are keyed by the \
                template exactly; `time` is the time picker (`columns`, `hourCycle`, `hours`, `dayPeriod`, \
                `dateTimeOrder`). The tool's repository describes every key in `Tests/Schema/locales.schema.json`, \
                a JSON Schema.

                The CSV has one header row and the JSON's facts, except the samples other than `yyyyMMdd`'s (the \
                time picker's too), the columns of the 12- and 24-hour times, the notes' text and what \
                `Date.FormatStyle` gives. It has one column per picker (`picker_numeric`, …) and per template \
                (`order:yMd`, `pattern:yMd`, …), and `era_pickers`. It is UTF-8 without a byte order mark, with CRLF line \
                ends and RFC 4180 quoting; a list is one cell with its items separated by spaces, and an absent \
                value is an empty cell. A cell a spreadsheet would run as a formula, one starting with `=`, `+`, \
                `-`, `@`, a tab or a carriage return, has an apostrophe in front: strip it to get the JSON's value.
                """),
            .heading(level: 2, id: "library", text: "In your app: the DateOrder library"),
            .markdown(
                """
                The same answers are a Swift library, `DateOrder`: `DatePickerLayout(for: locale).withMonthNames` \
                is the column order of a picker with month names, as a `[DatePickerColumn]` array (`.era` where the \
                pattern writes one, `.year`, `.month`, `.day`), from the \
                device's own Foundation; `TimePickerLayout(for: locale).columns` is the order of a time picker's \
                hour, minute and day period columns, with its hours and day period names. \(docs.map { "Its documentation: " + MarkdownText.link(text: "DateOrder", destination: $0) + "." } ?? "Its DocC documentation is built with `make docs` and published beside the atlas under `docs/`.")

                It is the `DateOrder` product of the Swift package that generates this atlas (Swift 6.0 tools; \
                Foundation alone, on macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1 or later, and Linux). Add \
                that package's Git address\(address) to your `Package.swift` (or in Xcode, File › Add Package Dependencies) \
                and the product to your target\(owner); SwiftPM names the package after the address's last part:

                ```swift
                .package(url: "\(package?.url ?? "https://github.com/OWNER/DateOrderAtlas.git")", branch: "main"),
                // in your target:
                .product(name: "DateOrder", package: "\(package?.name ?? "DateOrderAtlas")"),
                ```

                Then `import DateOrder` beside `import Foundation`. Each locale page's "Building the picker" \
                gives the call for its locale, `DatePickerLayout(for: Locale(identifier: "de_DE"))`, and what it \
                returns.
                """),
            .heading(level: 2, id: "regenerate", text: "Regenerate"),
            .markdown(
                """
                ```sh
                make site                          # installs what is missing, builds, writes site/
                dateorder build --output site      # the same, with a built tool
                dateorder build --check            # exit 1 if site/ is stale
                ```
                """),
        ]
        return Page(
            path: "about.html",
            title: "About — method, sample and provenance — Date Order Atlas",
            description:
                "How the Date Order Atlas detects the order of year, month and day, which templates and sample "
                + "date it uses, which Swift, ICU and CLDR versions produced it, and what its JSON and CSV files hold.",
            socialTitle: "About the Date Order Atlas",
            image: .site(model),
            pageClass: "about",
            body: body
        )
    }
}
