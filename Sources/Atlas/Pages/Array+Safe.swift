extension Array {
    /// The element at `index`, or `nil` when the array is shorter (symbol lists differ in length by calendar).
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
