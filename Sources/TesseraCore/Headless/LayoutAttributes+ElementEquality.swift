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
        Self.frame(self[index].frame, equals: other[otherIndex].frame)
            && self[index].indexPath == other[otherIndex].indexPath
            && self[index].zIndex == other[otherIndex].zIndex && self[index].category == other[otherIndex].category
            && self[index].alpha == other[otherIndex].alpha && self[index].isHidden == other[otherIndex].isHidden
            && self[index].selfSizingAxes == other[otherIndex].selfSizingAxes
            && self[index].cornerRadius == other[otherIndex].cornerRadius
            && self[index].maskedCorners.rawValue == other[otherIndex].maskedCorners.rawValue
            && self[index].listAppearance == other[otherIndex].listAppearance
            && self[index].transform == other[otherIndex].transform
            && self[index].elementKind == other[otherIndex].elementKind
    }

    /// `CGRect`'s `==`, number by number where that is its answer: Foundation's is a call that is
    /// not inlined (about 50 instructions). Frames of equal numbers are equal; others are equal
    /// only if `==` says so for a size that is negative (Apple's `==` standardizes the rectangles
    /// first).
    @inline(__always)
    static func frame(_ frame: CGRect, equals other: CGRect) -> Bool {
        if frame.origin.x == other.origin.x && frame.origin.y == other.origin.y
            && frame.size.width == other.size.width && frame.size.height == other.size.height
        {
            return true
        }
        let negative =
            frame.size.width < 0 || frame.size.height < 0 || other.size.width < 0 || other.size.height < 0
        return negative && frame == other
    }
}
