import Foundation
import TesseraLayout

/// Helpers for layout tests: solving in the spec's reference container and reading frames.
package enum LayoutChecks {
    /// The spec's reference container: 390 × 844 pt at @3x (iPhone 12–15 portrait).
    package static let iPhone = LayoutEnvironment(width: 390, height: 844, displayScale: 3)

    /// Whether two rectangles are equal within `tolerance` on every component.
    package static func approximatelyEqual(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 0.001) -> Bool {
        abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
            && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
    }

    /// The frames of a section's cells, in item order.
    package static func cellFrames(_ solution: LayoutSolution, section: Int = 0) -> [CGRect] {
        (0..<solution.numberOfItems(inSection: section)).compactMap {
            solution.attributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    /// Every element's frame by key, for comparing two solutions.
    package static func framesByKey(_ elements: [LayoutAttributes]) -> [LayoutElementKey: CGRect] {
        var result: [LayoutElementKey: CGRect] = [:]
        for element in elements { result[element.key] = element.frame }
        return result
    }

    /// Describes the first difference between two sets of elements, or `nil` when they match within
    /// `tolerance`.
    package static func difference(_ lhs: [LayoutAttributes], _ rhs: [LayoutAttributes], tolerance: CGFloat = 0.001)
        -> String?
    {
        let left = framesByKey(lhs), right = framesByKey(rhs)
        if left.count != lhs.count { return "the first list repeats an element" }
        if right.count != rhs.count { return "the second list repeats an element" }
        for (key, frame) in left {
            guard let other = right[key] else { return "only the first has \(key)" }
            if !approximatelyEqual(frame, other, tolerance: tolerance) { return "\(key): \(frame) vs \(other)" }
        }
        for key in right.keys where left[key] == nil { return "only the second has \(key)" }
        return nil
    }
}

extension CGRect {
    /// A rectangle from `(x, y, width, height)`, as the spec writes frames.
    package init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
