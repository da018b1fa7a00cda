import LocaleProfiles

/// The language of a date pattern shared by a group of locales, for the `lang` of the pattern where a page names it
/// for the whole group (a heading, a caption, an overview link), so a screen reader reads its words (`年`, `г.`)
/// in a voice that knows them.
enum PatternLanguage {
    /// The language tag for `pattern` as written by `profiles`, or `nil` when it holds no words
    /// (``LocaleVoice/holdsWords(_:)``: `y-MM-dd` stays English code) or there are no locales.
    ///
    /// The tag is the language most of the locales speak, and of their tags the subtags all of those share
    /// (`zh-Hans` for zh_Hans_CN and zh_Hans_SG, `zh` with zh_Hant_TW). A group can mix languages that write the
    /// same words (`y年M月d日`: ja, zh, yue; `d.MM.y 'г'.`: bg, ru, mk…). Its text is one, so it takes one
    /// voice: that of most of its locales (on a tie, the first tag in UTF-8 order, so output is deterministic) is
    /// right for most readers, where leaving it unmarked would read it as English, right for none.
    static func tag(of pattern: String, in profiles: [LocaleProfile]) -> String? {
        guard LocaleVoice.holdsWords(pattern) else { return nil }
        let tags = profiles.map { LocaleText.lang($0).split(separator: "-").map(String.init) }
        let counts = Dictionary(grouping: tags.compactMap(\.first), by: { $0 }).mapValues(\.count)
        guard
            let language = counts.max(by: {
                $0.value != $1.value ? $0.value < $1.value : $1.key.precedesInUTF8Order($0.key)
            })?.key
        else { return nil }
        var shared: [String]?
        for subtags in tags where subtags.first == language {
            shared = shared.map { Array(zip($0, subtags).prefix { $0 == $1 }.map(\.0)) } ?? subtags
        }
        var common = shared ?? [language]
        // Part of an extension (`en-US-u-va` of two POSIX variants) is no tag: the shared part ends before it.
        if !tags.allSatisfy({ $0.first != language || $0 == common }),
            let singleton = common.firstIndex(where: { $0.count == 1 })
        {
            common = Array(common[..<singleton])
        }
        return common.joined(separator: "-")
    }
}
