import Foundation

extension Array where Element == LayoutAttributes {
    /// Whether the element at `index` equals (`==`) the one of `other` at `otherIndex`, compared
    /// property by property where they are stored: `==` on two elements read out of arrays copies
    /// both (a copy of attributes retains their kind and index path), which costs more than the
    /// comparison. Every stored property of ``LayoutAttributes`` is compared, those that differ
    /// most often first (`LayoutAttributesElementEqualityTests` checks that the answer is `==`'s
    /// and that no stored property is left out).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func element(at index: Int, equals otherIndex: Int, in other: [LayoutAttributes]) -> Bool {
        self[index].frame == other[otherIndex].frame && self[index].indexPath == other[otherIndex].indexPath
            && self[index].zIndex == other[otherIndex].zIndex && self[index].category == other[otherIndex].category
            && self[index].alpha == other[otherIndex].alpha && self[index].isHidden == other[otherIndex].isHidden
            && self[index].selfSizingAxes == other[otherIndex].selfSizingAxes
            && self[index].cornerRadius == other[otherIndex].cornerRadius
            && self[index].maskedCorners == other[otherIndex].maskedCorners
            && self[index].listAppearance == other[otherIndex].listAppearance
            && self[index].transform == other[otherIndex].transform
            && self[index].elementKind == other[otherIndex].elementKind
    }
}
