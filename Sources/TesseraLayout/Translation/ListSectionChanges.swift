import Foundation

/// What an app changed on a list section (``LayoutSection/list(using:layoutEnvironment:)``) that
/// Apple's list section takes as well: the translation compares the section with the list's own
/// values in the same environment, and TesseraUIKit sets the differences on the
/// `NSCollectionLayoutSection` that `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// returns, as an app writing for Apple's layout would (`section.contentInsets.top += 24`).
///
/// What Apple's list section cannot take (another group, row heights, `ListMetrics`, boundary
/// items placed before the list's own) is a ``TranslationNote`` instead, which keeps the layout on
/// Tessera's engine.
package struct ListSectionChanges: Sendable {
    /// Added to the list's own content insets, edge by edge.
    package var contentInsets: DirectionalEdgeInsets = .zero
    /// Added to the list's own spacing between rows.
    package var interGroupSpacing: CGFloat = 0
    /// The insets reference the app chose, when it is not the list's own.
    package var contentInsetsReference: ContentInsetsReference?
    /// The supplementaries' insets reference the app chose, when it is not the list's own.
    package var supplementaryContentInsetsReference: ContentInsetsReference?
    /// Whether supplementaries follow the content insets, when the app changed it.
    package var supplementariesFollowContentInsets: Bool?
    /// Boundary supplementary items the app added after the list's own header and footer.
    package var addedBoundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// The app's visible-items handler.
    package var visibleItemsInvalidationHandler: LayoutSection.VisibleItemsInvalidationHandler?

    /// `section` (a list section as Apple builds it) with these changes: the description Tessera's
    /// engine solves for what Apple's engine is given.
    ///
    /// - Complexity: O(*b*) for *b* boundary items.
    package func applied(to section: LayoutSection) -> LayoutSection {
        var changed = section
        changed.contentInsets.top += contentInsets.top
        changed.contentInsets.leading += contentInsets.leading
        changed.contentInsets.bottom += contentInsets.bottom
        changed.contentInsets.trailing += contentInsets.trailing
        changed.interGroupSpacing += interGroupSpacing
        if let contentInsetsReference { changed.contentInsetsReference = contentInsetsReference }
        if let supplementaryContentInsetsReference {
            changed.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        }
        if let supplementariesFollowContentInsets {
            changed.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        }
        changed.boundarySupplementaryItems += addedBoundarySupplementaryItems
        changed.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return changed
    }
}
