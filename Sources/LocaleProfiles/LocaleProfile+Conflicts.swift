import DateOrder

extension LocaleProfile {
    /// Whether the order changes with the template.
    package var hasConflicts: Bool { !conflicts.isEmpty }

    /// The kinds of conflict the locale has, each once, in the order found (`["month-names", "year-month"]`).
    package var conflictKinds: [String] {
        var kinds: [String] = []
        for conflict in conflicts where !kinds.contains(conflict.kind.rawValue) {
            kinds.append(conflict.kind.rawValue)
        }
        return kinds
    }
}
