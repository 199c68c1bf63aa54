import Foundation

/// A cell placed by a group, relative to the group's origin.
struct SolvedLeaf: Sendable, Hashable {
    /// The slot (layout frame) before the item's content insets.
    var slot: CGRect
    /// The cell's frame: the slot inset by the item's content insets.
    var frame: CGRect
    var zIndex: Int
    /// The item description the leaf comes from, in the section plan's item table (-1 for custom
    /// groups' items).
    var itemID: Int32
}

/// A supplementary view anchored to a group, relative to the outermost group's origin.
struct SolvedGroupSupplementary: Sendable, Hashable {
    var elementKind: String
    var frame: CGRect
    var zIndex: Int
    /// Which leaf the group starts at (its index path is that item's).
    var firstLeaf: Int
}

/// One solved instance of a group: its size and what it places.
struct GroupSolution: Sendable, Hashable {
    /// The group's final size (estimated axes resolved from the content).
    var size: CGSize
    var leaves: [SolvedLeaf]
    var supplementaries: [SolvedGroupSupplementary] = []

    /// The number of cells the group consumes.
    var leafCount: Int { leaves.count }

    /// The rectangle covering every leaf and supplementary (they may overhang the group).
    var overhangBounds: CGRect {
        var bounds = CGRect(origin: .zero, size: size)
        for leaf in leaves { bounds = bounds.union(leaf.frame) }
        for supplementary in supplementaries { bounds = bounds.union(supplementary.frame) }
        return bounds
    }

    /// The solution moved by an offset.
    func offsetBy(_ offset: CGPoint) -> GroupSolution {
        var copy = self
        for index in copy.leaves.indices {
            copy.leaves[index].slot = copy.leaves[index].slot.offsetBy(dx: offset.x, dy: offset.y)
            copy.leaves[index].frame = copy.leaves[index].frame.offsetBy(dx: offset.x, dy: offset.y)
        }
        for index in copy.supplementaries.indices {
            copy.supplementaries[index].frame = copy.supplementaries[index].frame.offsetBy(dx: offset.x, dy: offset.y)
        }
        return copy
    }
}
