/// A layout that tells by itself whether another lays out exactly as it does
/// (``CollectionLayout/isSameLayout(as:)`` asks it), where equal descriptions are not the answer:
/// a ``CompositionalLayout`` holds a section provider, which cannot be compared.
package protocol SameLayoutComparing: CollectionLayout {
    /// Whether `other` lays out exactly as this layout, for every environment and content.
    func isSameLayout(as other: any CollectionLayout) -> Bool
}
