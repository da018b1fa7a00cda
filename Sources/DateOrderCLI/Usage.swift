import LocaleProfiles

/// The help text of the `dateorder` tool, built from `CommandSpec`.
enum Usage {
    static let show = CommandSpec.show.usage
    static let list = CommandSpec.list.usage
    static let build = CommandSpec.build.usage
    static let diff = CommandSpec.diff.usage

    /// The one-line usage for a mistake outside any subcommand.
    static let summary = "usage: dateorder build|show|list|diff [options]  (dateorder --help for details)"

    /// `dateorder --help`.
    static var help: String {
        var parts = ["dateorder — the order in which every locale writes year, month and day."]
        for command in CommandSpec.all {
            parts.append(command.help)
        }
        parts.append(
            """
            dateorder --help | --version | COMMAND --help | help COMMAND

            Samples show \(SampleInstant.iso8601) in UTC, whatever TZ and LANG say.
            A build over an untouched, up-to-date output writes nothing (its fingerprint is kept in
            ~/.cache/dateorder, $XDG_CACHE_HOME/dateorder or $DATEORDER_CACHE_DIR; DATEORDER_CACHE=off
            disables it). DATEORDER_THREADS=N sets the thread count (1 to 64);
            DATEORDER_FAST_PATH=off builds every profile through DateFormatter (same output, slower);
            DATEORDER_TIMINGS=1 prints each build step's time to stderr. Switches take on, 1, true, yes
            or off, 0, false, no; a value the tool cannot use is ignored with a warning.
            Exit status: 0 success, 1 failure (a stale site with --check, a difference with diff), 64 usage
            error or templates the build cannot load, 70 a build that could not make the site, 74 output
            could not be written.
            """)
        return parts.joined(separator: "\n\n")
    }
}
