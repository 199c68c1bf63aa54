import Foundation

/// A layout for the items of one section, written outside the engine: give it to
/// ``LayoutSection/init(customLayout:)`` and the section sits in a ``CompositionalLayout`` beside
/// ordinary sections, with its content insets, boundary supplementaries (pinned or not) and
/// background decorations handled by the engine.
///
/// Apple's closest counterpart is `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`,
/// whose frames repeat group by group; a custom section layout places every item of the section
/// at once, can answer range queries itself and can take measured sizes one at a time.
/// ``WaterfallSectionLayout`` is written this way.
///
/// ```swift
/// struct DiagonalLayout: CustomSectionLayout {
///     func solve(in context: CustomSectionContext) throws(LayoutError) -> DiagonalSolution {
///         DiagonalSolution(itemCount: context.itemCount, side: context.container.effectiveContentSize.width / 4)
///     }
/// }
/// ```
public protocol CustomSectionLayout: Sendable {
    /// The solved layout of a section's items.
    associatedtype Solution: CustomSectionSolution

    /// Lays out the section's items in `context` (the room inside the section's content insets,
    /// the item count and the sizes measured so far).
    ///
    /// - Throws: a ``LayoutError`` naming `context.path` for a description that cannot be solved.
    /// - Complexity: up to the conforming type; document it there.
    func solve(in context: CustomSectionContext) throws(LayoutError) -> Solution

    /// Whether every item this layout places has its final size, so that no item sizes itself to
    /// its content (no estimated dimension). Only then can Apple's engine show the section
    /// exactly, as one `NSCollectionLayoutGroup.custom` of fixed frames; otherwise a
    /// `CompositionalLayout` holding the section runs on Tessera's engine. `false` unless the
    /// layout says otherwise.
    var placesItemsAtFinalSizes: Bool { get }
}

extension CustomSectionLayout {
    /// `false`: a layout that does not say may let its items size themselves.
    public var placesItemsAtFinalSizes: Bool { false }
}
