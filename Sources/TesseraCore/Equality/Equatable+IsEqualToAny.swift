extension Equatable {
    /// Whether `other` is a value of this type equal to this one: how a type-erased model compares its
    /// content (list adapters' models, the screen builder's catalog cells).
    ///
    /// - Complexity: That of `==`.
    package func isEqual(toAny other: Any) -> Bool {
        (other as? Self) == self
    }
}
