extension Array {
    /// An array of `count` copies of `value`, as `Array(repeating:count:)` makes it, built through
    /// the standard library's copy of a collection, which is specialized for the element type where
    /// it is called: `Array(repeating:count:)` allocates through an unspecialized path that looks
    /// up the storage's generic metadata at each call (a few hundred instructions an array, paid for
    /// every table of a small list's update) and, for some element types, fills it one element at
    /// a time through the value witnesses.
    ///
    /// - Complexity: O(`count`).
    @inlinable
    package init(filling value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }
}
