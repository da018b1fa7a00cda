import DateOrder

extension LocaleProfile {
    /// Whether the order changes with the template.
    package var hasConflicts: Bool { !conflicts.isEmpty }

    /// The kinds of conflict the locale has, each once, in the order found (`[.monthNames, .yearMonth]`).
    package var conflictKinds: [OrderConflict.Kind] {
        var kinds: [OrderConflict.Kind] = []
        for conflict in conflicts where !kinds.contains(conflict.kind) {
            kinds.append(conflict.kind)
        }
        return kinds
    }
}
