extension LocaleRecord {
    /// The record as `JSONEncoder` encodes it (absent optionals left out): every stored property under its own
    /// name. `JSONTextTests` compares the two for every locale, so a property added to the record and not here fails.
    var json: JSONText {
        var members: [(key: String, value: JSONText)] = [
            ("identifier", .string(identifier)), ("name", .string(name)), ("nativeName", .string(nativeName)),
            ("language", .string(language)), ("inferred", .strings(inferred)), ("pickers", .strings(pickers)),
            ("headline", .string(headline)), ("trickMisleads", .strings(trickMisleads)), ("order", .string(order)),
            ("pattern", .string(pattern)), ("sample", .string(sample)), ("orders", .strings(orders)),
            ("patterns", .strings(patterns)), ("samples", .strings(samples)), ("calendar", .string(calendar)),
            ("direction", .string(direction)), ("conflicts", .strings(conflicts)),
            ("hourCycle", .string(hourCycle)), ("aliases", .strings(aliases)),
            ("notes", .array(notes.map { .object([("key", .string($0.key)), ("text", .string($0.text))]) })),
        ]
        if let script { members.append(("script", .string(script))) }
        if let region { members.append(("region", .string(region))) }
        if let formatterLocale { members.append(("formatterLocale", .string(formatterLocale))) }
        if let formatStyle {
            members.append(
                (
                    "formatStyle",
                    .object(
                        formatStyle.map { kind, record in
                            (kind, .object([("order", .string(record.order)), ("sample", .string(record.sample))]))
                        })
                ))
        }
        return .object(members)
    }
}
