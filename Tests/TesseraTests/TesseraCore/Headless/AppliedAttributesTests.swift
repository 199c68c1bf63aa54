import Foundation
import PropertyBased
import TesseraTestSupport
import Testing

@testable import TesseraCore
@testable import TesseraLayout

/// A view keeps the attributes applied to it last, whole: `HeadlessReusableView.apply(_:)` assigns
/// them property by property, and none may be left out.
@MainActor
@Suite("Applied attributes")
struct AppliedAttributesTests {
    /// Attributes applied one after another — differing in random properties, often in every one —
    /// are each what the view's `layoutAttributes` reads back, and its frame and list appearance
    /// are theirs.
    @Test func aViewKeepsTheAttributesAppliedLast() async {
        let codes = Gen.int(in: 0...11).array(of: 15).array(of: 1...6)
        await propertyCheck(count: PropertyRuns.count(300), input: codes) { codes in
            let view = HeadlessCell()
            #expect(view.layoutAttributes == nil && view.frame == .zero)
            for code in codes {
                let attributes = LayoutAttributesElementEqualityTests.attributes(code)
                view.apply(attributes)
                #expect(view.layoutAttributes == attributes)
                #expect(view.frame == attributes.frame)
                #expect(view.appliedListAppearance == attributes.listAppearance)
            }
        }
    }

    /// Each stored property on its own: attributes that differ from the ones applied before in
    /// that property alone are kept whole.
    @Test func everyStoredPropertyIsApplied() {
        let base = Array(repeating: 0, count: 15)
        for change in 0..<15 {
            var changed = base
            changed[change] = 1
            let view = HeadlessReusableView()
            view.apply(LayoutAttributesElementEqualityTests.attributes(base))
            let attributes = LayoutAttributesElementEqualityTests.attributes(changed)
            view.apply(attributes)
            #expect(view.layoutAttributes == attributes, "change \(change)")
        }
        // A property added to `LayoutAttributes` must be added to `apply(_:)` (and to the
        // generator of `LayoutAttributesElementEqualityTests`).
        let attributes = LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: .zero)
        #expect(Mirror(reflecting: attributes).children.count == 12)
    }
}
