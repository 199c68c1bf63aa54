import Foundation

/// An action shown when the user swipes a list row. Mirrors `UIContextualAction`.
///
/// ```swift
/// let delete = SwipeAction(style: .destructive, title: "Delete", systemImageName: "trash") { completion in
///     var snapshot = dataSource.snapshot()
///     snapshot.deleteItems([item])
///     dataSource.apply(snapshot)
///     completion(true)
/// }
/// ```
@MainActor
public struct SwipeAction {
    /// How the action looks. Mirrors `UIContextualAction.Style`.
    public enum Style: Sendable, Hashable {
        /// A grey button. Mirrors `.normal`.
        case normal
        /// A red button; a full swipe removes the row when the handler reports success. Mirrors
        /// `.destructive`.
        case destructive
    }

    /// Performs the action, then calls `completion` with whether it did (`true` closes the row's
    /// actions; for a destructive action the row is expected to be deleted). Mirrors
    /// `UIContextualAction.Handler`.
    public typealias Handler = @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void

    /// How the action looks.
    public var style: Style
    /// The button's title. Mirrors `title`.
    public var title: String?
    /// The name of an SF Symbol shown on the button. Mirrors `image`.
    public var systemImageName: String?
    /// What the action does.
    public var handler: Handler

    /// Creates an action. Mirrors `init(style:title:handler:)`.
    ///
    /// - Complexity: O(1).
    public init(style: Style, title: String? = nil, systemImageName: String? = nil, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.systemImageName = systemImageName
        self.handler = handler
    }
}
