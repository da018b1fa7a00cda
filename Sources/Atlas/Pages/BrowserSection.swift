import DateOrder
import LocaleProfiles

/// "Your browser says": a section the page's script fills in the reader's browser with `Intl.DateTimeFormat`'s
/// orders for the same locale, marking where the browser's engine (its own ICU and CLDR) disagrees with
/// Foundation. Hidden, and so absent, without JavaScript.
enum BrowserSection {
    static func blocks(_ profile: LocaleProfile) -> [PageBlock] {
        let answer = profile.answer
        let orders = answer.rows.map { row in row.kind.slug + ":" + (row.order?.code ?? "-") }.joined(separator: " ")
        return [
            .wrapped(
                element: "section",
                attributes: [
                    // Named in words, not by its heading, whose permalink would join the name.
                    ("id", "browser"), ("class", "browser"), ("hidden", ""), ("aria-label", "Your browser says"),
                    ("data-locale", browserTag(profile)), ("data-instant", SampleInstant.iso8601),
                    ("data-orders", orders), ("data-calendar", browserCalendar(profile.calendar)),
                ],
                [
                    // A heading like every other, with its `#` permalink for a reader to copy once it shows.
                    .heading(level: 2, id: "browser-heading", text: "Your browser says"),
                    .markdown(
                        "Computed just now in this browser with `Intl.DateTimeFormat`, which has its own ICU and CLDR "
                            + "data; where it disagrees with Foundation, a web view or JavaScript picker needs the "
                            + "browser's order."),
                ])
        ]
    }

    /// The BCP 47 tag a browser takes for the profile: its language tag, with a calendar keyword as `-u-ca-`.
    static func browserTag(_ profile: LocaleProfile) -> String {
        var tag = LocaleText.lang(profile)
        if profile.identifier.contains("@calendar=") {
            let calendar = browserCalendar(profile.calendar)
            tag += tag.contains("-u-") ? "-ca-" + calendar : "-u-ca-" + calendar
        }
        return tag
    }

    /// A calendar's BCP 47 name, as `Intl.DateTimeFormat`'s `resolvedOptions().calendar` gives it (`gregory`,
    /// `islamic-umalqura`): the page's script compares it with the calendar the browser chose.
    static func browserCalendar(_ calendar: CalendarName) -> String {
        switch calendar {
        case .gregorian: "gregory"
        case .ethiopicAmeteAlem: "ethioaa"
        default: calendar.rawValue
        }
    }
}
