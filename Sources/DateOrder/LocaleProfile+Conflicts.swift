extension LocaleProfile {
    /// Every template whose order disagrees with the primary order.
    public var conflicts: [OrderConflict] { OrderConflict.conflicts(in: self) }

    /// Whether the order changes with the template.
    public var hasConflicts: Bool { !conflicts.isEmpty }
}
