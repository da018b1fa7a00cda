import LocaleProfiles

/// What a link to a locale's page says beside its image where it is shared (Open Graph and Twitter tags, and the
/// search description): the answer first, so that an unfurl cut after a line or so still carries it. Chat and
/// social sites show 60–70 characters of a title and 150–200 of a description; a locale's alias page says the same.
struct LocaleShare: Sendable, Hashable {
    /// The answer as a title gives it after the identifier: the data's limits, then the side a right-to-left
    /// picker starts on, then the orders: `"right to left: D·M·Y for every picker"`, `"falls back to root data;
    /// numeric Y·M·D, with month names M·D·Y, year–month Y·M, month–day M·D"`. The headline's note on the first
    /// column comes last there, where a title cut at 70 characters loses it; here its first words lead.
    let headline: String
    /// The description: the locale's whole headline, then its name with each picker's sample, the `yyyyMMdd` trick
    /// and the clock: `"D·M·Y for every picker; right to left: the first column is the rightmost. Samples for Arabic
    /// (Egypt) (ar_EG): numeric ١٥‏/٤‏/٢٠٢٦, …"`.
    let description: String

    init(_ profile: LocaleProfile) {
        let answer = profile.answer
        var orders = profile.pickerOrders
        if profile.characterDirection == .rtl { orders = Self.rightToLeft + ": " + orders }
        headline = (profile.dataMark.map { $0 + "; " } ?? "") + orders
        let samples = answer.rows.map { "\($0.kind) \($0.sample)" }.joined(separator: ", ")
        let trick = profile.primary.order?.order.map(PickerAnswer.dotted) ?? "no order"
        description =
            profile.headline.uppercasedFirstLetter + ". Samples for \(profile.englishName) (\(profile.identifier)): "
            + samples
            + ". The yyyyMMdd trick gives \(trick)"
            + (answer.misleading.isEmpty
                ? "." : ", which misleads " + englishList(answer.misleading.map(\.kind.phrase)) + ".")
            + " " + TimeSection.summary(profile)
    }

    /// How the headline's right-to-left note begins: what a title keeps of it.
    static let rightToLeft = "right to left"

    /// The Open Graph and Twitter title of the page of `identifier`, or of its alias `alias`: `"he_IL — right to
    /// left: D·M·Y for every picker"`, `"he_IL (iw_IL) — …"`.
    func title(_ identifier: String, alias: String? = nil) -> String {
        identifier + (alias.map { " (\($0))" } ?? "") + " — " + headline
    }
}
