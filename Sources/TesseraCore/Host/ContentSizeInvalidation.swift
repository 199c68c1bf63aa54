import Foundation

/// Decides whether a self-sizing view whose content measured a new size (a SwiftUI view in a cell
/// that grew, say) should resize its element in the layout, and to what size. The decision a host
/// makes in `preferredLayoutAttributesFitting(_:)`: UIKit asks it when a view is about to show and,
/// with `UICollectionView.selfSizingInvalidation`, each time `UIHostingConfiguration` invalidates
/// the cell's size; TesseraSwiftUI's `HostingCell` transcribes the answer.
///
/// The rules:
/// - Only along the element's self-sizing axes (its estimated dimensions, decided by the engine):
///   the other dimension stays the layout's.
/// - A measurement less than one pixel away from the current size keeps it (SwiftUI's text layout
///   reports sizes that differ in the last fractional digits from one pass to the next; each would
///   otherwise re-solve the layout and could loop); a new size is rounded up to whole pixels, as
///   the view will be drawn.
/// - A view that is not shown — in the reuse queue, or scrolled away — keeps its size: it is
///   measured again when it is configured for an item and shown (a late report from content it
///   no longer shows must not resize the element it showed).
/// - A measurement that is not finite, or negative, keeps the current size and says so.
///
/// Repeated reports within one layout pass are coalesced by UIKit (self-sizing invalidations run
/// once per pass) and by the layout, which keeps a measured size equal to the one it has without
/// solving again.
///
/// ```swift
/// let sizing = ContentSizeInvalidation(axes: [.vertical], displayScale: 3)
/// sizing.decision(currentSize: CGSize(width: 390, height: 44), fittingSize: CGSize(width: 390, height: 61.2), isShown: true)
/// // .resize(CGSize(width: 390, height: 61.333…))
/// ```
package struct ContentSizeInvalidation: Sendable, Hashable {
    /// The axes along which the element sizes itself. Mirrors the estimated dimensions of its
    /// layout size (`LayoutAttributes.selfSizingAxes`).
    package var axes: SelfSizingAxes
    /// Pixels per point of the screen the view is on (`traitCollection.displayScale`); values
    /// below 1 count as 1.
    package var displayScale: CGFloat

    /// A decision for an element that sizes itself along `axes` on a screen of `displayScale`.
    package init(axes: SelfSizingAxes, displayScale: CGFloat) {
        self.axes = axes
        self.displayScale = displayScale
    }

    // MARK: Deciding

    /// What to do with a measured size.
    ///
    /// - Parameters:
    ///   - currentSize: the element's size in the layout (its estimate before the first measurement).
    ///   - fittingSize: the size the content needs, measured with the non-self-sizing dimension fixed.
    ///   - isShown: whether the view shows the element the layout asks about (in a window, or being
    ///     prepared to show after it was configured for its item).
    /// - Complexity: O(1).
    package func decision(currentSize: CGSize, fittingSize: CGSize, isShown: Bool) -> Decision {
        guard !axes.isEmpty else { return .keep(.notSelfSizing) }
        guard isShown else { return .keep(.notShown) }
        let measured = [
            axes.contains(.horizontal) ? fittingSize.width : nil,
            axes.contains(.vertical) ? fittingSize.height : nil,
        ].compactMap { $0 }
        guard measured.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return .keep(.invalidMeasurement(fittingSize))
        }
        // The raw measurement is compared, so that noise just above a whole pixel does not round
        // up to a change of one pixel.
        let pixel = 1 / scale
        let changed =
            (axes.contains(.horizontal) && abs(fittingSize.width - currentSize.width) >= pixel)
            || (axes.contains(.vertical) && abs(fittingSize.height - currentSize.height) >= pixel)
        guard changed else { return .keep(.belowOnePixel) }
        return .resize(
            CGSize(
                width: axes.contains(.horizontal) ? roundedUp(fittingSize.width) : currentSize.width,
                height: axes.contains(.vertical) ? roundedUp(fittingSize.height) : currentSize.height))
    }

    /// Whether a view shows the element the layout asks it about, for
    /// ``decision(currentSize:fittingSize:isShown:)``: a view in a window and not hidden does (UIKit
    /// keeps the cells waiting for reuse in the collection view, hidden), and so does a view
    /// configured for an item and not measured since (UIKit measures a cell before it puts it in a
    /// window, and that first measurement must be taken).
    ///
    /// - Complexity: O(1).
    package static func isShown(isInWindow: Bool, isHidden: Bool, awaitsFirstMeasurement: Bool) -> Bool {
        (isInWindow && !isHidden) || awaitsFirstMeasurement
    }

    // MARK: Rounding

    /// The scale used for rounding: at least one pixel per point.
    private var scale: CGFloat {
        displayScale.isFinite && displayScale >= 1 ? displayScale : 1
    }

    /// A length rounded up to the next whole pixel (a length already on a pixel stays, within
    /// floating-point noise).
    ///
    /// - Complexity: O(1).
    func roundedUp(_ length: CGFloat) -> CGFloat {
        let pixels = length * scale
        return (pixels - pixels.rounded(.down) < 1e-6 ? pixels.rounded(.down) : pixels.rounded(.up)) / scale
    }
}

// MARK: - Decision

extension ContentSizeInvalidation {
    /// Whether the element resizes.
    package enum Decision: Sendable, Hashable {
        /// The element takes this size (the layout re-solves what it moves).
        case resize(CGSize)
        /// The element keeps its size, for a reason.
        case keep(KeepReason)
    }

    /// Why an element keeps its size.
    package enum KeepReason: Sendable, Hashable {
        /// The element has no estimated dimension: its size is the layout's.
        case notSelfSizing
        /// The view does not show the element (reused or scrolled away).
        case notShown
        /// The measured size is within one pixel of the current one along the self-sizing axes.
        case belowOnePixel
        /// The measurement is not finite, or negative, along a self-sizing axis (the content has
        /// no size there: a SwiftUI view that takes all the space it is offered, in an estimated
        /// dimension, measures infinite).
        case invalidMeasurement(CGSize)
    }
}
