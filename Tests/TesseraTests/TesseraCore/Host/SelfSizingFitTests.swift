import Foundation
import Tessera
import Testing

/// How a view measuring itself for Tessera's engine turns its content's size into the size it
/// prefers (`SelfSizingAxes.preferredSize(currentSize:measuring:)`, TesseraUIKit's ready-made
/// views), and which views count as shown (`ContentSizeInvalidation.isShown`, `HostingCell`).
@Suite("Self-sizing fit")
struct SelfSizingFitTests {
    private let row = CGSize(width: 390, height: 44)

    @Test func theContentDecidesAlongTheEstimatedAxesRoundedUpToAWholePoint() {
        let fitted = CGSize(width: 120.2, height: 61.2)
        #expect(SelfSizingAxes.vertical.preferredSize(currentSize: row) { fitted } == CGSize(width: 390, height: 62))
        #expect(SelfSizingAxes.horizontal.preferredSize(currentSize: row) { fitted } == CGSize(width: 121, height: 44))
        #expect(
            SelfSizingAxes([.horizontal, .vertical]).preferredSize(currentSize: row) { fitted }
                == CGSize(width: 121, height: 62))
    }

    /// Without estimated dimensions the layout's size stays, and the content is not measured.
    @Test func withoutAxesTheContentIsNotMeasured() {
        var measured = false
        let size = SelfSizingAxes().preferredSize(currentSize: row) {
            measured = true
            return .zero
        }
        #expect(size == row)
        #expect(!measured)
    }

    @Test func theContentIsMeasuredFreeAlongTheAxesAndFixedAlongTheOthers() {
        #expect(SelfSizingAxes.vertical.fittingTarget(for: row) == CGSize(width: 390, height: 0))
        #expect(SelfSizingAxes.horizontal.fittingTarget(for: row) == CGSize(width: 0, height: 44))
        #expect(SelfSizingAxes().fittingTarget(for: row) == row)
    }

    /// A cell in the reuse queue (hidden in the collection view) is not shown; one configured and
    /// not yet in a window is, for its first measurement.
    @Test func aHiddenCellIsNotShownUnlessItAwaitsItsFirstMeasurement() {
        #expect(ContentSizeInvalidation.isShown(isInWindow: true, isHidden: false, awaitsFirstMeasurement: false))
        #expect(!ContentSizeInvalidation.isShown(isInWindow: true, isHidden: true, awaitsFirstMeasurement: false))
        #expect(!ContentSizeInvalidation.isShown(isInWindow: false, isHidden: false, awaitsFirstMeasurement: false))
        #expect(ContentSizeInvalidation.isShown(isInWindow: false, isHidden: true, awaitsFirstMeasurement: true))
    }
}
