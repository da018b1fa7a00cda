extension LocaleProfile {
    /// Whether the order changes with the template.
    public var hasConflicts: Bool { !conflicts.isEmpty }
}
