import LocaleProfiles

/// What `dateorder show --json` prints: the whole profile, and beside its fields `listed`, whether the identifier is
/// one of Foundation's locales (`Locale.availableIdentifiers`) with at most a calendar and an hour cycle keyword.
/// `false` for a language and region no listed locale pairs (`ja_US`) and for keywords a user's settings add
/// (`en_US@rg=gbzzzz`, `en_US@numbers=arab`): those answers come from a fresh `DateFormatter`, and no page of the
/// site, no `list` row and no build has them.
struct ShowJSON: Encodable {
    let profile: LocaleProfile
    let listed: Bool

    private enum Keys: String, CodingKey { case listed }

    func encode(to encoder: any Encoder) throws {
        try profile.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(listed, forKey: .listed)
    }
}
