import Foundation

/// Whether an update a SwiftUI view makes is animated: when SwiftUI's transaction has an
/// animation (`withAnimation`, an animated binding) and does not disable animations — SwiftUI's
/// own rule for its views, which `CollectionList` follows for the update it hands to
/// `IdentifiedSectionsController`.
package enum UpdateAnimation {
    /// Whether the update animates.
    ///
    /// - Complexity: O(1).
    package static func isAnimated(hasAnimation: Bool, disablesAnimations: Bool) -> Bool {
        hasAnimation && !disablesAnimations
    }
}
