import DateOrder

/// Help and usage text of the `dateorder` tool.
enum Usage {
    static let show = "usage: dateorder show IDENTIFIER [--json] [--template T]..."
    static let list = "usage: dateorder list [--format tsv|csv|json] [--order ORDER] [--template T]..."
    static let build = "usage: dateorder build [--output DIR] [--check] [--base-url URL] [--template T]... "
        + "[--locale ID]... [--previous FILE] [--templates DIR] [--config FILE]"
    static let diff = "usage: dateorder diff OLD.json NEW.json [--format text|markdown|json]"

    static let summary = "usage: dateorder build|show|list|diff [options]  (dateorder --help for details)"

    static let help = """
        dateorder — the order in which every locale writes year, month and day.

        \(build)
            Generate the reference website (default output: site/). --check compares the output folder with a
            fresh rendering, writes nothing, lists stale, missing and extra files and exits 1 if any.
            --base-url makes canonical URLs and the sitemap absolute. --template adds a template to every
            locale (pattern, sample, order). --locale adds an identifier, e.g. ja_JP@calendar=japanese.
            --previous compares with an older data/locales.json and adds changes.html. --templates names
            the layout folder (default: Templates/). Settings may also come from atlas.json in the working
            directory (or --config FILE): keys output, baseURL, templates, locales, previous,
            templatesDirectory; the command line overrides each.

        \(show)
            Print one locale's primary order, pattern and sample and the order for each template, or its
            whole profile as JSON. IDENTIFIER may use '-' or '_' and any case (en-US, EN_us), and may carry
            a calendar keyword (ja_JP@calendar=japanese).

        \(list)
            Print every locale: TSV (default), CSV, or a JSON array like site/data/locales.json. --order keeps
            locales whose primary order is ORDER (DMY, YMD, MDY, YDM, DYM, MYD).

        \(diff)
            Compare two data/locales.json exports (e.g. before and after a toolchain update): locales added,
            removed, and every changed order or pattern. Exit 0 when identical, 1 when they differ.

        dateorder --help | --version | COMMAND --help

        Samples show \(SampleInstant.iso8601) in UTC, whatever TZ and LANG say.
        A build over an untouched, up-to-date output writes nothing (fingerprint in ~/.cache/dateorder or
        $DATEORDER_CACHE_DIR; DATEORDER_CACHE=off disables it). DATEORDER_THREADS=N sets the thread count.
        Exit status: 0 success, 1 failure (a stale site with --check, a difference with diff), 64 usage error.
        """
}
