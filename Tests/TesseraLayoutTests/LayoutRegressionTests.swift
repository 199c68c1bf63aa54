import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// The smallest cases of bugs the layout property tests found, as plain tests.
@Suite("Layout regressions")
struct LayoutRegressionTests {
    /// `LayoutPropertyTests.elementsInRectEqualBruteForce`: 18 items in vertical groups 0.8w × ~100
    /// of one 40 × 100.4 item; the rect (0, 1003, 9, 1) missed cell [0, 10], which the whole
    /// layout has there.
    @Test func elementsInRectFindCellsPastManyGroups() throws {
        let item = LayoutItem(layoutSize: size(.absolute(40), .absolute(100.4)))
        let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.8), .estimated(100)), subitems: [item])
        var configuration = LayoutConfiguration()
        configuration.roundsFramesToPixels = false
        let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: configuration)
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [18]))
        let all = solution.allElements()
        let rect = CGRect(0, 1003, 9, 1)
        #expect(LayoutChecks.difference(solution.elements(in: rect), all.filter { $0.frame.overlaps(rect) }) == nil)
        // Every strip a point high finds what the whole layout has there.
        for y in 0..<Int(solution.contentSize.height) {
            let strip = CGRect(0, CGFloat(y), 390, 1)
            let difference = LayoutChecks.difference(
                solution.elements(in: strip), all.filter { $0.frame.overlaps(strip) })
            #expect(difference == nil, "strip at \(y)")
            if difference != nil { break }
        }
    }
}
