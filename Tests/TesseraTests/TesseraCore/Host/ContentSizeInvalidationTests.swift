import Foundation
import Tessera
import Testing

@Suite("Content size invalidation")
struct ContentSizeInvalidationTests {
    private let row = CGSize(width: 390, height: 44)

    @Test func aTallerRowResizesAlongItsEstimatedHeightOnly() {
        let sizing = ContentSizeInvalidation(axes: .vertical, displayScale: 2)
        let decision = sizing.decision(
            currentSize: row, fittingSize: CGSize(width: 120, height: 61.2), isShown: true)
        #expect(decision == .resize(CGSize(width: 390, height: 61.5)))
    }

    @Test func sizesRoundUpToWholePixels() {
        let sizing = ContentSizeInvalidation(axes: .vertical, displayScale: 3)
        let decision = sizing.decision(
            currentSize: row, fittingSize: CGSize(width: 390, height: 61.2), isShown: true)
        #expect(decision == .resize(CGSize(width: 390, height: 184.0 / 3)))
        let onAPixel = sizing.decision(
            currentSize: row, fittingSize: CGSize(width: 390, height: 50 + 1e-9), isShown: true)
        #expect(onAPixel == .resize(CGSize(width: 390, height: 50)))
    }

    @Test func aChangeBelowOnePixelKeepsTheSize() {
        let sizing = ContentSizeInvalidation(axes: .vertical, displayScale: 3)
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 390, height: 43.8), isShown: true)
                == .keep(.belowOnePixel))
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 390, height: 44.0001), isShown: true)
                == .keep(.belowOnePixel))
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 390, height: 44.4), isShown: true)
                == .resize(CGSize(width: 390, height: 134.0 / 3)))
    }

    @Test func aChangeAcrossTheSelfSizingAxesIsIgnored() {
        let sizing = ContentSizeInvalidation(axes: .vertical, displayScale: 2)
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 500, height: 44), isShown: true)
                == .keep(.belowOnePixel))
        let chip = ContentSizeInvalidation(axes: .horizontal, displayScale: 2)
        #expect(
            chip.decision(currentSize: row, fittingSize: CGSize(width: 80.2, height: 90), isShown: true)
                == .resize(CGSize(width: 80.5, height: 44)))
    }

    @Test func bothAxesResizeTogether() {
        let sizing = ContentSizeInvalidation(axes: [.horizontal, .vertical], displayScale: 1)
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 80.2, height: 90), isShown: true)
                == .resize(CGSize(width: 81, height: 90)))
    }

    @Test func fixedElementsAndHiddenViewsKeepTheirSize() {
        let fixed = ContentSizeInvalidation(axes: [], displayScale: 2)
        #expect(
            fixed.decision(currentSize: row, fittingSize: CGSize(width: 390, height: 90), isShown: true)
                == .keep(.notSelfSizing))
        let sizing = ContentSizeInvalidation(axes: .vertical, displayScale: 2)
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 390, height: 90), isShown: false)
                == .keep(.notShown))
    }

    @Test func measurementsWithoutASizeAreReported() {
        let sizing = ContentSizeInvalidation(axes: .vertical, displayScale: 2)
        let infinite = CGSize(width: 390, height: CGFloat.infinity)
        #expect(
            sizing.decision(currentSize: row, fittingSize: infinite, isShown: true)
                == .keep(.invalidMeasurement(infinite)))
        let negative = CGSize(width: 390, height: -1)
        #expect(
            sizing.decision(currentSize: row, fittingSize: negative, isShown: true)
                == .keep(.invalidMeasurement(negative)))
        // Only the self-sizing axes are read: an infinite width of a fixed-width row is not used.
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: CGFloat.infinity, height: 60), isShown: true)
                == .resize(CGSize(width: 390, height: 60)))
    }

    @Test func aScaleBelowOneCountsAsOnePixelPerPoint() {
        let sizing = ContentSizeInvalidation(axes: .vertical, displayScale: 0)
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 390, height: 45.5), isShown: true)
                == .resize(CGSize(width: 390, height: 46)))
        #expect(
            sizing.decision(currentSize: row, fittingSize: CGSize(width: 390, height: 43.5), isShown: true)
                == .keep(.belowOnePixel))
    }
}
