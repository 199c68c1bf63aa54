import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// Finite but extreme numbers are solved or refused with a ``LayoutError``, never trapped on
///: every number converted to an integer and every allocation sized by input is checked.
@Suite("Extreme layout input")
struct ExtremeInputTests {
    /// Solves, and returns the error's text if it threw one.
    private func outcome(_ layout: some CollectionLayout, width: CGFloat = 390, height: CGFloat = 844, counts: [Int])
        -> Result<LayoutSolution, LayoutError>
    {
        Result { () throws(LayoutError) in
            try layout.solve(
                in: LayoutEnvironment(width: width, height: height), content: LayoutContent(itemCounts: counts))
        }
    }

    @Test func itemCountsPastTheLimitOrNegativeAreRefused() {
        let layout = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(44)),
                    subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])))
        for counts in [[Int.max, 1], [LayoutContent.maximumItemCount, 1], [-1], [3, Int.min]] {
            guard case .failure(let error) = outcome(layout, counts: counts) else {
                Issue.record("\(counts) was solved")
                continue
            }
            #expect(error.description.hasPrefix("content: "), "\(error)")
        }
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        guard case .failure(let error) = outcome(flow, counts: [Int.max, Int.max]) else {
            Issue.record("Int.max items were solved")
            return
        }
        #expect(error.description.contains("more than \(LayoutContent.maximumItemCount) items"))
    }

    @Test func flowLayoutWithTinyItemsInAHugeContainer() throws {
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 1e-7, height: 1e-7)
        flow.minimumInteritemSpacing = 0
        // 1e26 items would fit on a line: the line holds the section's 10 items.
        let solution = try outcome(flow, width: 1e19, counts: [10]).get()
        #expect(LayoutChecks.cellFrames(solution).count == 10)
        #expect(solution.allElements().count == 10)
        // More items on one line than a line holds is refused, not allocated.
        guard case .failure(let error) = outcome(flow, counts: [1_000_000_000]) else {
            Issue.record("a line of 10⁹ items was solved")
            return
        }
        #expect(error.description.contains("items on one line"), "\(error)")
    }

    @Test func flowLayoutWithHugeNegativeInsets() throws {
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        flow.sectionInset = DirectionalEdgeInsets(top: -1e30, leading: -1e30, bottom: -1e30, trailing: -1e30)
        switch outcome(flow, counts: [20]) {
        case .success(let solution):
            #expect(LayoutChecks.cellFrames(solution).count == 20)
            #expect(solution.allElements().count == 20)
        case .failure(let error): #expect(error.description.hasPrefix("flow"), "\(error)")
        }
    }

    @Test func compositionalLayoutInAHugeContainerWithTinyItems() {
        let tiny = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [LayoutItem(layoutSize: size(.absolute(1e-7), .fractionalHeight(1)))]))
        guard case .failure(let error) = outcome(CompositionalLayout(section: tiny), width: 1e19, counts: [3]) else {
            Issue.record("a group of 10²⁶ cells was solved")
            return
        }
        #expect(error.description.contains("more than"), "\(error)")
        let wide = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))]))
        let solution = try? outcome(CompositionalLayout(section: wide), width: 1e19, counts: [4]).get()
        #expect(solution.map { LayoutChecks.cellFrames($0).count } == 4)
        #expect(solution?.allElements().count == 4)
    }

    /// Found by the extended fuzzer: finite metrics whose sum overflows gave infinite frames and an
    /// infinite content size.
    @Test func finiteMetricsThatOverflowAreRefused() {
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 50, height: 50)
        flow.headerReferenceSize = CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude)
        flow.sectionInset = DirectionalEdgeInsets(
            top: CGFloat.greatestFiniteMagnitude, leading: 0, bottom: 0, trailing: 0)
        guard case .failure(let error) = outcome(flow, counts: [3]) else {
            Issue.record("an infinite layout was solved")
            return
        }
        #expect(error.description.contains("too large to represent"), "\(error)")
        var section = LayoutSection(
            group: .vertical(
                layoutSize: size(.fractionalWidth(1), .absolute(1e305)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.interGroupSpacing = 1e305
        guard case .failure(let overflow) = outcome(CompositionalLayout(section: section), counts: [1_000_000]) else {
            Issue.record("a million groups of 10³⁰⁵ points were solved")
            return
        }
        #expect(overflow.description.hasPrefix("section 0: its frames are too large to represent"), "\(overflow)")
    }

    /// A measured group whose width would overflow, in a list whose heights stay finite: refused
    /// when solved with the measurement and when the measurement arrives as an update. A measured
    /// size past `LayoutLimits.maximumLength` is refused before it is used, so measurements alone
    /// cannot overflow.
    @Test func aMeasuredGroupThatOverflowsIsRefusedWhetherSolvedOrUpdated() throws {
        let item = LayoutItem(layoutSize: size(.estimated(100), .absolute(44)))
        let layout = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(layoutSize: size(.estimated(200), .absolute(44)), subitems: [item, item])))
        let huge = CGSize(width: 1e308, height: 44)
        let measured = [IndexPath(item: 2, section: 0): huge, IndexPath(item: 3, section: 0): huge]
        let solved = Result { () throws(LayoutError) in
            try layout.solve(
                in: LayoutEnvironment(width: 390, height: 844),
                content: LayoutContent(itemCounts: [10], itemSizes: measured))
        }
        guard case .failure(let error) = solved else {
            Issue.record("a group 2 × 10³⁰⁸ points wide was solved")
            return
        }
        #expect(error.description.contains("a measured size must be finite"), "\(error)")
        var solution = try layout.solve(
            in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [10]))
        try solution.updateItemSize(
            CGSize(width: LayoutLimits.maximumLength, height: 44), at: IndexPath(item: 2, section: 0))
        let before = solution.attributesForItem(at: IndexPath(item: 3, section: 0))
        let contentSize = solution.contentSize
        #expect(throws: LayoutError.self) { try solution.updateItemSize(huge, at: IndexPath(item: 3, section: 0)) }
        // Refused, the solution is as it was.
        #expect(solution.attributesForItem(at: IndexPath(item: 3, section: 0)) == before)
        #expect(solution.contentSize == contentSize)
    }
}
