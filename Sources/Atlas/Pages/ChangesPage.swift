import AtlasMarkdown
import Foundation
import LocaleProfiles

/// `changes.html`: what changed since a previous `data/locales.json` (with `build --previous FILE`). The export and
/// its file name are input: control characters in them, which HTML forbids, are shown as `U+XXXX`
/// (`Visible.markup`; the diff's Markdown does the same for its values).
enum ChangesPage {
    /// What the comparison covers, in words: every field of a record `LocaleDiff` compares (`RecordLeaves`): the
    /// templates' orders, patterns and samples and what follows from them, the layout facts, the names,
    /// `Date.FormatStyle`, the aliases (each a page that links may use), and the tool's sentences where nothing else
    /// changed.
    static let compared =
        "orders, patterns and samples of every template, the pickers, conflicts and the yyyyMMdd trick's verdict "
        + "where those did not change, the calendar, direction, hour cycle, notes, era pickers and time picker "
        + "(with seconds), the names, aliases, language, script and region, what Date.FormatStyle gives, and the "
        + "headline's and notes' wording where nothing else changed"

    /// How to read a change's field: by its key in `data/locales.json`, which a reader of the page may never have
    /// opened (`order` alone is the `yyyyMMdd` trick's, not a picker's).
    static let fieldNames =
        "A change names its field as `data/locales.json` does: `order`, `pattern` and `sample` are what the "
        + "`yyyyMMdd` trick reads; `orders.yMd`, `patterns.yMd` and `samples.yMd` a template's, so a picker's new "
        + "order shows as its template's (`orders.yMd` numeric, `orders.yMMMMd` with month names, `orders.yMMMM` "
        + "year–month, `orders.MMMMd` month–day); `time.…` is the time picker's ([what the export "
        + "holds](about.html#data))."

    /// The previous export in the page's words: its file name as code, or for one read from a pipe "an earlier
    /// export read from a pipe".
    static func exportName(_ previousName: String) -> String {
        previousName.isEmpty ? "an earlier export read from a pipe" : MarkdownText.code(Visible.markup(previousName))
    }

    /// `previousName` is the export's file name, or empty for one read from a pipe (`--previous <(git show …)`),
    /// whose name (`63`, `stdin`) says nothing and changes from run to run.
    /// `uncompared`: what one export lacks, so it was not compared, one Markdown sentence each without its full
    /// stop (`` `old.json` has no `eraPickers` (an older or smaller export?), so it was not compared``).
    static func make(
        diff: LocaleDiff, previousName: String, uncompared: [String] = [], locales: Set<String>, image: PreviewImage
    ) -> Page {
        let gaps = uncompared.map { " " + $0.uppercasedFirstLetter + "." }.joined()
        // A previous export that differs in the tool's sentences alone (a new version's wording) is said to hold
        // the same data, so the counts below are not read as a change of Foundation's.
        let verdict =
            diff.isEmpty
            ? " Nothing it compares changed."
            : diff.isWordingOnly
                ? " Only the tool's own sentences changed (the headline, the notes' text): the data is the same." : ""
        let body: [PageBlock] = [
            .relatedPages("[All locales](index.html)"),
            .markdown(
                """
                # Changes since the previous export

                Compared with \(Self.exportName(previousName)): \(Self.compared), locale by locale.\(verdict)\(gaps)

                \(Self.fieldNames)
                """ + "\n\n"
                    + diff.markdown(link: { locales.contains($0) ? SitePath.locale($0) : nil }, rowHeaders: true)),
        ]
        return Page(
            path: "changes.html",
            title: "Changes since the previous export — Date Order Atlas",
            description:
                "\(counted(diff.added.count, "locale")) added, \(grouped(diff.removed.count)) removed, \(grouped(diff.changedLocales)) "
                + "changed (\(Self.compared.replacingOccurrences(of: " and ", with: " or "))) since the previous export.",
            socialTitle: "Date Order Atlas — \(counted(diff.changedLocales, "locale")) changed",
            image: image,
            pageClass: "changes",
            body: body
        )
    }
}
