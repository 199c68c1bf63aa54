// MARK: - The hash of Tessera's tables

extension Hashable {
    /// The hash that the snapshot's item index and the list diff's tables use: the one `Set` and
    /// `Dictionary` use, computed through `hash(into:)`.
    ///
    /// Not `hashValue`: that is also a customization point (deprecated), and a type may implement
    /// it apart from `hash(into:)`, even as a constant. `Set` never calls it, so a type whose
    /// `hashValue` collides works in a `Set`; hashing the same way, Tessera's tables behave as
    /// `Set` does for every type, and degrade as it does (every operation linear in the number of
    /// colliding identifiers) only when `hash(into:)` itself collides.
    ///
    /// - Complexity: one call of `hash(into:)`.
    @inlinable
    var tableHash: Int { _rawHashValue(seed: 0) }
}
