import Foundation
import PropertyBased
import TesseraTestSupport
import Testing

@testable import TesseraCore
@testable import TesseraLayout

/// The visible pass's in-place comparison of two elements answers what `==` answers.
@Suite("Layout attributes compared in place")
struct LayoutAttributesElementEqualityTests {
    /// Attributes made from small codes: a change of one property (or none) at a time.
    static func attributes(_ codes: [Int]) -> LayoutAttributes {
        var attributes = LayoutAttributes(
            category: [.cell, .supplementaryView, .decorationView][codes[0] % 3],
            elementKind: codes[1] % 3 == 0 ? nil : "kind\(codes[1] % 3)",
            indexPath: codes[2] % 4 == 3 ? IndexPath(index: codes[2]) : IndexPath(item: codes[2] % 2, section: 0),
            frame: CGRect(
                x: CGFloat(codes[12] % 2) * 10, y: CGFloat(codes[3] % 2) * 44, width: [390, 195, -390][codes[13] % 3],
                height: [44, 88, -44][codes[14] % 3]),
            zIndex: codes[4] % 2)
        attributes.alpha = codes[5] % 2 == 0 ? 1 : 0.5
        attributes.transform = codes[6] % 2 == 0 ? .identity : LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 0)
        attributes.isHidden = codes[7] % 2 == 1
        attributes.selfSizingAxes = codes[8] % 2 == 0 ? [] : .vertical
        attributes.cornerRadius = CGFloat(codes[9] % 2) * 10
        attributes.maskedCorners = codes[10] % 2 == 0 ? [] : .top
        attributes.listAppearance = codes[11] % 3 == 0 ? nil : (codes[11] % 3 == 1 ? .plain : .insetGrouped)
        return attributes
    }

    /// Pairs of attributes that differ in random properties (often in none); each number of the
    /// frame (and a negative size) on its own.
    @Test func comparingInPlaceAnswersAsEquality() async {
        let codes = Gen.int(in: 0...11).array(of: 15)
        await propertyCheck(count: PropertyRuns.count(500), input: codes, Gen.int(in: 0...18)) { codes, change in
            let first = Self.attributes(codes)
            var changed = codes
            if change < 15 { changed[change] += 1 }
            let lists = ([first, Self.attributes(codes)], [Self.attributes(changed), first])
            #expect(lists.0.element(at: 0, equals: 0, in: lists.1) == (lists.0[0] == lists.1[0]), "change \(change)")
            #expect(lists.0.element(at: 1, equals: 1, in: lists.1))
        }
    }

    /// Every stored property is compared: one added to `LayoutAttributes` must be added to
    /// `element(at:equals:in:)` and to the generator above.
    @Test func everyStoredPropertyIsCompared() {
        let attributes = LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: .zero)
        #expect(Mirror(reflecting: attributes).children.count == 12)
    }
}
