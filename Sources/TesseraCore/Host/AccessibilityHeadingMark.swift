import Foundation

/// How Tessera marks the element VoiceOver reads for a supplementary view as a heading, once the
/// core has decided whether the view is one (`LayoutSolution.isAccessibilityHeading(_:)`): it adds
/// the header trait when the element lacks it, and removes only a trait Tessera added — never one
/// the app set. Mirrors setting `accessibilityTraits` (`.header`); TesseraUIKit transcribes it when
/// a supplementary view is about to show (`collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
///
/// ```swift
/// AccessibilityHeadingMark.change(isHeading: false, hasHeaderTrait: true, isMarkedByTessera: false)   // nil
/// ```
package enum AccessibilityHeadingMark: Sendable, Hashable {
    /// Add the header trait, and remember that Tessera added it.
    case addTrait
    /// Remove the header trait Tessera added.
    case removeTrait

    /// The change an element needs, or `nil` for none.
    ///
    /// - Parameters:
    ///   - isHeading: whether the view is a heading, as the core decides.
    ///   - hasHeaderTrait: whether the element has the header trait now.
    ///   - isMarkedByTessera: whether Tessera added the trait it has.
    /// - Complexity: O(1).
    package static func change(isHeading: Bool, hasHeaderTrait: Bool, isMarkedByTessera: Bool)
        -> AccessibilityHeadingMark?
    {
        if isHeading { return hasHeaderTrait ? nil : .addTrait }
        return isMarkedByTessera ? .removeTrait : nil
    }
}
