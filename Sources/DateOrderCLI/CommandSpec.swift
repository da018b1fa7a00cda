/// The one description of the command line: each subcommand's operands and options with their help. The usage
/// lines, `--help`, the parser's option table and the README's synopsis all come from (or are tested against)
/// these values, so they cannot drift apart.
struct CommandSpec: Sendable {
    /// One option of a subcommand.
    struct Option: Sendable {
        /// `--output`.
        let name: String
        /// The placeholder of its value (`DIR`), or `nil` for a flag.
        let value: String?
        /// Whether it may be given several times.
        let repeatable: Bool
        /// One sentence for `--help`.
        let help: String

        static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, value: nil, repeatable: false, help: help)
        }

        static func value(_ name: String, _ value: String, repeatable: Bool = false, _ help: String) -> Option {
            Option(name: name, value: value, repeatable: repeatable, help: help)
        }

        /// `[--output DIR]`, `[--template T]...`, `[--check]`.
        var synopsis: String {
            "[" + name + (value.map { " " + $0 } ?? "") + "]" + (repeatable ? "..." : "")
        }

        /// How the parser knows it.
        var parserOption: ParsedArguments.Option {
            value == nil ? .flag(name) : .value(name, repeatable: repeatable)
        }
    }

    /// `build`.
    let name: String
    /// Positional operands, e.g. `["IDENTIFIER"]`.
    let operands: [String]
    let options: [Option]
    /// What the command does, for `--help`.
    let summary: String

    /// `dateorder build [--output DIR] [--check] …`: the synopsis line, as in the README.
    var synopsis: String {
        (["dateorder", name] + operands + options.map(\.synopsis)).joined(separator: " ")
    }

    /// `usage: dateorder build …`, printed with a usage error.
    var usage: String { "usage: " + synopsis }

    /// The parser's table of options.
    var parserOptions: [ParsedArguments.Option] { options.map(\.parserOption) }

    /// The command's `--help`: synopsis, summary, one line per option.
    var help: String {
        let width = options.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
        let lines = options.map { option in
            let left = option.name + (option.value.map { " " + $0 } ?? "")
            return "  " + left + String(repeating: " ", count: width - left.count + 2) + option.help
        }
        return ([usage, "", summary] + (lines.isEmpty ? [] : [""] + lines)).joined(separator: "\n")
    }
}

extension CommandSpec {
    static let build = CommandSpec(
        name: "build",
        operands: [],
        options: [
            .value("--output", "DIR", "write the site into DIR (default: site)"),
            .flag(
                "--check",
                "write nothing; list stale, missing and extra files and exit 1 if there are any (a build that cannot run: 64, 70 or 74)"
            ),
            .value(
                "--base-url", "URL",
                "absolute http(s) URL the site is published at: canonical links, preview images (og:image), sitemap"),
            .value(
                "--package-url", "URL",
                "this package's Git address, for the about page's install lines (a github.io project site's --base-url gives it)"
            ),
            .value("--template", "T", repeatable: true, "add a template to every locale (pattern, sample, order)"),
            .value("--locale", "ID", repeatable: true, "add an identifier, e.g. ja_JP@calendar=japanese"),
            .value("--only", "ID", repeatable: true, "build only these locales (a small site; default: every locale)"),
            .value("--previous", "FILE", "compare with an older data/locales.json and add changes.html"),
            .value(
                "--templates", "DIR",
                "the layout folder: layout.html and assets/ (default: ./Templates, else the one in the checkout the tool was built from)"
            ),
            .value("--config", "FILE", "read settings from FILE (default: atlas.json, when it exists)"),
        ],
        summary: """
            Generate the reference website. The new site is assembled beside the output and swapped in at once,
            so a failed build leaves the previous site as it was. Settings may also come from atlas.json (keys
            output, baseURL, packageURL, templates, locales, only, previous, templatesDirectory); the command line
            overrides each.
            """
    )

    static let show = CommandSpec(
        name: "show",
        operands: ["IDENTIFIER"],
        options: [
            .flag("--json", "print the whole profile as JSON"),
            .value("--template", "T", repeatable: true, "add a template (pattern, sample, order)"),
        ],
        summary: """
            Print one locale's picker orders, its time picker (columns, hours, day period, with seconds, date
            with time), its yyyyMMdd order, pattern and sample, and the order for each template. IDENTIFIER may
            use '-' or '_' and any case (en-US, EN_us), be an alias Foundation knows under another name (zh_TW,
            iw), and carry a calendar keyword (ja_JP@calendar=japanese) and an hour cycle, as a user's 12- or
            24-hour setting gives one (en_US@hours=h23, en-US-u-hc-h23; h11, h12, h23 or h24, in lower case
            after @): the time then counts that clock, the dates are unchanged. A name (German, Deutsch,
            Germany, Allemagne, or an everyday one the site's search knows: USA, Holland, Farsi) is answered
            with the identifiers called that, a name typed in part (Saudi, Portug, New Zeal: four letters or
            more) with those of the names whose words it starts, one with a word mistyped (Germny, Frnace,
            Saudi Arbia) with those of the name a letter off, a language and a country said apart (Canadian
            French, English US, Bengali India, Chinese (Taiwan)) with that language's locales there, a
            people's word alone (Canadian, Haitian) with its country's, words no name has left out (german
            language, the united states), and a region's code (GB, gb, JP, IN; ISO 3166's
            three letters, GBR, or UN M.49's number, 826, 419) with the region's locales; an identifier wins
            over each (UK is uk, Ukrainian, and BR br, Breton, each with a note), an alias only in lower case
            (in, deu; IN is India). A language and region that no locale of Foundation pairs, as an app's
            Locale.current is when a user picks them (ja_US, zh_Hans_US, sr_Latn_DE, keywords too), is answered
            as Foundation writes it, with a note on what it is and where it differs from the language's own
            locale (ja_JP); a script may be spelt out (ja-Jpan-US). So is what an app's
            Locale.current.identifier prints with the keywords a user's settings add, after @ or in BCP 47 form,
            several at once, names in any case (en_US@rg=gbzzzz;fw=mon, en-US-u-nu-arab): rg (region), numbers,
            fw (first weekday), measure or ms, mu, sd, collation, currency, va; those that change nothing
            Foundation writes for dates and times are named on standard error, and a bad value is refused with
            what the keyword takes (fw and numbers after @ in lower case only, as Foundation reads them). --json
            says "listed": false for these answers. list and build cover Foundation's locales only.
            """
    )

    static let list = CommandSpec(
        name: "list",
        operands: [],
        options: [
            .value("--format", "tsv|csv|json", "output format (default: tsv)"),
            .value("--order", "ORDER", "keep locales whose yyyyMMdd order is ORDER (DMY, YMD, MDY, YDM, DYM, MYD)"),
            .value("--template", "T", repeatable: true, "add a template to every locale"),
            .value(
                "--only", "ID", repeatable: true, "list only these locales (may name an hour cycle: en_US@hours=h23)"),
        ],
        summary: "Print every locale: TSV, CSV, or a JSON array like site/data/locales.json."
    )

    static let diff = CommandSpec(
        name: "diff",
        operands: ["OLD.json", "NEW.json"],
        options: [
            .value("--format", "text|markdown|json", "output format (default: text)")
        ],
        summary: """
            Compare two data/locales.json exports (before and after a toolchain update, say): locales and
            templates added and removed, every changed order, pattern or sample, and a changed calendar,
            direction, hour cycle, era pickers, kind of note (root-fallback where a locale's data is not its own),
            time picker, name or identity (language, script, region, formatterLocale, formatStyle), or aliases
            (each a redirect page links may use), each where both exports have it. Either file may be -, standard
            input. Exit 0 when none of these differ, 1 when one does.
            """
    )

    /// Every subcommand, in the order `--help` lists them.
    static let all: [CommandSpec] = [build, show, list, diff]

    /// The subcommand with a name.
    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}
