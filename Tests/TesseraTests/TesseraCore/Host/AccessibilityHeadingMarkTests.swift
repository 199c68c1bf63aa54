import Foundation
import Tessera
import Testing

/// The header trait of a supplementary view's element: added where the core says the view is a
/// heading, removed only where Tessera added it (TesseraUIKit transcribes `AccessibilityHeadingMark`).
@Suite("Accessibility heading mark")
struct AccessibilityHeadingMarkTests {
    @Test func aHeadingWithoutTheTraitGetsItAndOneWithItIsLeftAlone() {
        #expect(
            AccessibilityHeadingMark.change(isHeading: true, hasHeaderTrait: false, isMarkedByTessera: false)
                == .addTrait)
        #expect(AccessibilityHeadingMark.change(isHeading: true, hasHeaderTrait: true, isMarkedByTessera: true) == nil)
        // The app's own trait: left as it is, and not Tessera's to remove later.
        #expect(AccessibilityHeadingMark.change(isHeading: true, hasHeaderTrait: true, isMarkedByTessera: false) == nil)
    }

    @Test func onlyTheTraitTesseraAddedIsRemoved() {
        #expect(
            AccessibilityHeadingMark.change(isHeading: false, hasHeaderTrait: true, isMarkedByTessera: true)
                == .removeTrait)
        #expect(
            AccessibilityHeadingMark.change(isHeading: false, hasHeaderTrait: true, isMarkedByTessera: false) == nil)
        #expect(
            AccessibilityHeadingMark.change(isHeading: false, hasHeaderTrait: false, isMarkedByTessera: false) == nil)
    }
}
