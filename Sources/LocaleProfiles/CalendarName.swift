import Foundation

/// A calendar, named as the `@calendar=` keyword and the reference name it (`"gregorian"`, `"islamic-umalqura"`).
package enum CalendarName: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case gregorian, buddhist, chinese, coptic, dangi, hebrew, indian, islamic, japanese, persian, roc, iso8601
    case ethiopic
    case ethiopicAmeteAlem = "ethiopic-amete-alem"
    case islamicCivil = "islamic-civil"
    case islamicTabular = "islamic-tbla"
    case islamicUmmAlQura = "islamic-umalqura"

    /// The calendar of a Foundation identifier; `nil` for calendars the reference does not name.
    package init?(_ identifier: Calendar.Identifier) {
        guard let name = Self.allCases.first(where: { $0.identifier == identifier }) else { return nil }
        self = name
    }

    /// Foundation's identifier for the calendar.
    package var identifier: Calendar.Identifier {
        switch self {
        case .gregorian: .gregorian
        case .buddhist: .buddhist
        case .chinese: .chinese
        case .coptic: .coptic
        case .dangi: .dangi
        case .hebrew: .hebrew
        case .indian: .indian
        case .islamic: .islamic
        case .japanese: .japanese
        case .persian: .persian
        case .roc: .republicOfChina
        case .iso8601: .iso8601
        case .ethiopic: .ethiopicAmeteMihret
        case .ethiopicAmeteAlem: .ethiopicAmeteAlem
        case .islamicCivil: .islamicCivil
        case .islamicTabular: .islamicTabular
        case .islamicUmmAlQura: .islamicUmmAlQura
        }
    }

    /// The name, as in `@calendar=` keywords and on the pages.
    package var description: String { rawValue }
}
