import Foundation

/// The edge of a row the user swipes from: the leading edge (left in left-to-right languages)
/// shows the leading actions. Mirrors the two providers of `UICollectionLayoutListConfiguration`.
public enum SwipeActionEdge: Sendable, Hashable, CaseIterable {
    /// Mirrors `leadingSwipeActionsConfigurationProvider`.
    case leading
    /// Mirrors `trailingSwipeActionsConfigurationProvider`.
    case trailing
}
