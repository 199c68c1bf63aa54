import Foundation

/// The solved layout of a custom section's items, which the engine queries and updates.
///
/// Frames are relative to the origin of the section's content: inside its content insets, after
/// its extending headers, in left-to-right coordinates (the engine mirrors them for right to
/// left), and within ``contentSize`` (range queries do not look beyond the section). The engine
/// adds the section's position, insets, boundary supplementaries and backgrounds.
public protocol CustomSectionSolution: Sendable {
    /// The number of items laid out.
    var itemCount: Int { get }

    /// The room the items take: across the scrolling axis the engine uses the container's width,
    /// along it this extent follows the content insets and precedes the footers.
    var contentSize: CGSize { get }

    /// The frame and zIndex of an item (for an index in `0..<itemCount`).
    ///
    /// - Complexity: should be O(1) or O(log *n*).
    func item(at index: Int) -> LayoutGroupCustomItem

    /// The indexes of the items whose frames overlap `rect` (share a region of positive area with
    /// it), in any order. The engine takes an index listed twice once, and ignores one outside
    /// `0..<itemCount`.
    ///
    /// - Complexity: should be O(log *n* + *k*) for *k* indexes returned: the engine calls it for
    ///   every range query (`elements(in:)`), so a linear scan makes scrolling linear.
    func indexesOfItems(in rect: CGRect) -> [Int]

    /// The axes along which an item sizes itself (its estimated dimensions): the host measures the
    /// item's cell along them and calls ``updateItemSize(_:at:)``.
    ///
    /// - Complexity: should be O(1).
    func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes

    /// Records the size an item's cell measured itself at and updates the layout in place; the
    /// outcome must be what solving from scratch with the size recorded would give.
    ///
    /// - Throws: a ``LayoutError`` when the size cannot be used; the solution must then be
    ///   unchanged.
    /// - Complexity: up to the conforming type; it should touch only what moves.
    mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError)
}
