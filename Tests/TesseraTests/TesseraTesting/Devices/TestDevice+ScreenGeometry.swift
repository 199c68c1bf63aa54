import Foundation
import Tessera
import TesseraExampleScreens
import TesseraTesting

/// What the example screens' tests expect of a device, derived from its screen rather than written
/// for one iPhone: the width sections lay out in, distances from the leading edge in either
/// direction, and a pixel's tolerance.
extension TestDevice {
    // MARK: Widths

    /// The width a vertically scrolling layout lays its sections out in: the screen's, less the
    /// safe area's sides (sections count their content insets from the safe area, and the
    /// automatic content inset adjustment leaves the sides to them).
    var safeWidth: CGFloat { size.width - safeAreaInsets.leading - safeAreaInsets.trailing }

    /// The height a vertically scrolling view shows content in: the screen's, less the safe
    /// area's top and bottom.
    var safeHeight: CGFloat { size.height - safeAreaInsets.top - safeAreaInsets.bottom }

    /// Whether the device's text size is one of the accessibility sizes.
    var usesAccessibilityText: Bool { preferredContentSizeCategory.isAccessibilityCategory }

    // MARK: Positions

    /// How far a frame's leading edge is from the screen's leading edge: its left edge's distance
    /// from the left, or in right to left its right edge's distance from the right (frames are
    /// mirrored there).
    ///
    /// - Complexity: O(1).
    func leadingOffset(of frame: CGRect) -> CGFloat {
        layoutDirection == .rightToLeft ? size.width - frame.maxX : frame.minX
    }

    /// How far a frame's leading edge is from the safe area's leading edge.
    ///
    /// - Complexity: O(1).
    func safeLeadingOffset(of frame: CGRect) -> CGFloat { leadingOffset(of: frame) - safeAreaInsets.leading }

    // MARK: Screens

    /// An example screen made for this device's screen (its size and direction) and configured for it
    /// (safe area, scale, text size).
    ///
    /// - Complexity: that of the screen's first layout pass and one more.
    @MainActor
    func makeScreen(_ make: (CGSize, TraitEnvironmentLayoutDirection) throws -> HeadlessScreen) rethrows
        -> HeadlessScreen
    {
        let screen = try make(size, layoutDirection)
        configure(screen.collectionView)
        return screen
    }

    /// This device's collection view with a layout, or without a device a 390 × 844 one at 3×
    /// without a safe area (the size of the screens' golden frames).
    ///
    /// - Complexity: O(1).
    @MainActor
    static func collectionView(on device: TestDevice?, layout: any CollectionLayout) -> HeadlessCollectionView {
        device?.makeCollectionView(layout: layout)
            ?? HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    }

    // MARK: Tolerance

    /// One pixel: frames are rounded to the display's pixels, each edge on its own.
    var pixel: CGFloat { 1 / displayScale }

    /// Whether two lengths agree to a pixel (and a hair more for the rounding of the rounding).
    ///
    /// - Complexity: O(1).
    func agrees(_ measured: CGFloat, _ expected: CGFloat, pixels: CGFloat = 1) -> Bool {
        abs(measured - expected) <= pixels * pixel + 0.001
    }
}
