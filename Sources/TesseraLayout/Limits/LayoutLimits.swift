import Foundation

/// The largest inputs Tessera's layouts take. Past them a description is refused with a
/// ``LayoutError`` that names the value and where it was found, and nothing is laid out by halves;
/// within them solving never traps and its work is bounded by the size of the input.
///
/// The article "Limits" in the Tessera documentation lists every limit of the package, these
/// included, and what happens past each.
public enum LayoutLimits {
    /// The most items in a layout, all sections together: 2,147,483,646 (`Int32.max − 1`, UIKit's
    /// own bound).
    public static let maximumItemCount = ItemCountLimit.maximum

    /// The most sections in a layout: 2,147,483,646, like items (sections are indexed with 32 bits
    /// too).
    public static let maximumSectionCount = ItemCountLimit.maximumSectionCount

    /// The most cells one instance of a group places, or one line of a ``FlowLayout`` holds, and
    /// the largest repeat count of a group: 100,000. More is almost surely tiny items in a huge
    /// container, reported instead of being laid out for minutes.
    public static let maximumItemsPerGroup = 100_000

    /// The most levels of groups nested in groups: 100,000. Planning, solving, translating and
    /// releasing a description use lists, not the call stack, so any depth up to this one works.
    public static let maximumNestingDepth = 100_000

    /// The most columns of a ``WaterfallSectionLayout``: 1,000. Placing an item looks at every
    /// column, so a waterfall costs O(*n* × *c*) for *n* items and *c* columns.
    public static let maximumColumnCount = 1_000

    /// The zIndex values elements may have: from −16,777,216 to 16,777,216 (±2²⁴). UIKit turns a
    /// zIndex into a layer's `zPosition`, a `Float`, which holds every integer of this range
    /// exactly; a timeline's nodes sit one above their line, so a timeline's zIndex is at most
    /// one less.
    public static let zIndexRange: ClosedRange<Int> = -16_777_216...16_777_216

    /// The longest length a cell or supplementary view may measure itself at, and the longest
    /// inset, space, indent, height or decoration metric of a stacked layout (and so of a
    /// screen-builder screen): a million points, over a thousand screen heights. Bounded lengths
    /// cannot add up to a screen too tall to represent, and keep frames precise to a fraction of a
    /// pixel when a measurement moves what follows it.
    public static let maximumLength: CGFloat = 1_000_000

    /// The largest coordinate of a frame: 10³⁰⁰ points either way. A description whose finite
    /// numbers add up to more is refused; range queries cover this whole plane.
    public static let maximumCoordinate: CGFloat = 1e300
}

// MARK: - Checking values

extension LayoutLimits {
    /// Checks a zIndex against ``zIndexRange``.
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` naming the element at `path`.
    static func validate(zIndex: Int, at path: @autoclosure () -> String) throws(LayoutError) {
        if let problem = problem(withZIndex: zIndex) { throw .invalidInput("\(path()): \(problem)") }
    }

    /// What is wrong with a zIndex, or `nil` when it is in ``zIndexRange``.
    static func problem(withZIndex zIndex: Int) -> String? {
        guard !zIndexRange.contains(zIndex) else { return nil }
        return "a zIndex of \(zIndex) is outside \(zIndexRange.lowerBound)...\(zIndexRange.upperBound)"
    }

    /// What is wrong with a size a view measured itself at, or `nil` when both dimensions are
    /// finite, not negative and at most ``maximumLength``.
    static func problem(withMeasuredSize size: CGSize) -> String? {
        isUsable(measuredSize: size)
            ? nil
            : "a measured size must be finite, not negative and at most \(Int(maximumLength)) points each way, found \(size)"
    }

    /// Whether both dimensions of a measured size are finite, not negative and at most
    /// ``maximumLength`` (NaN fails every comparison, and infinity is above the maximum): four
    /// comparisons, so that checking thousands of sizes is a tight loop.
    @inline(__always)
    package static func isUsable(measuredSize size: CGSize) -> Bool {
        size.width >= 0 && size.width <= maximumLength && size.height >= 0 && size.height <= maximumLength
    }

    /// What is wrong with a frame that an app's code handed to the engine (a custom group's item
    /// provider, a custom section layout), or `nil` when its origin and size are finite, its size
    /// is not negative and it lies within ``maximumCoordinate`` of the origin.
    static func problem(withFrame frame: CGRect) -> String? {
        guard frame.isFiniteFrame, frame.size.width >= 0, frame.size.height >= 0 else {
            return
                "a frame of \(frame) is not a finite rectangle of non-negative size within \(maximumCoordinate) points of the origin"
        }
        return nil
    }
}
