/// A type whose values can tell whether their *content* differs, separately from their identity.
///
/// The diff matches items by identity (`Hashable` for snapshot identifiers, an `id` for lists) and
/// then asks matched pairs whether their content is equal. An item whose content changed becomes a
/// reconfigure (or a reload, when asked for) in the ``BatchUpdate``.
///
/// Types that are `Equatable` get `==` as their content comparison. For a snapshot identifier whose
/// `==` compares identity only, implement ``isContentEqual(to:)`` to compare the rest:
///
/// ```swift
/// struct Product: Hashable, ContentEquatable {
///     let id: Int
///     var price: Int
///     static func == (a: Product, b: Product) -> Bool { a.id == b.id }
///     func hash(into hasher: inout Hasher) { hasher.combine(id) }
///     func isContentEqual(to source: Product) -> Bool { price == source.price }
/// }
/// ```
public protocol ContentEquatable {
    /// Whether this value shows the same content as `source`, the value with the same identity
    /// before the change.
    func isContentEqual(to source: Self) -> Bool
}

extension ContentEquatable where Self: Equatable {
    /// Compares content with `==`.
    @inlinable
    public func isContentEqual(to source: Self) -> Bool {
        self == source
    }
}

/// How a difference reports items whose identity stays but whose content changed.
public enum ContentUpdateStyle: Sendable, Hashable {
    /// Reconfigure the existing cell (UIKit's `reconfigureItems(at:)`, new index paths). The default.
    case reconfigure
    /// Replace the cell (UIKit's `reloadItems(at:)`, old index paths). A moved item whose content
    /// changed is reported as a delete and an insert, since UIKit forbids reloading a moved item.
    case reload
}
