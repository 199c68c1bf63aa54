import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// A section of rows 100 tall whose items adapt their count to a minimum width.
private func adaptiveSection(minimum: CGFloat, spacing: CGFloat? = nil, insets: CGFloat = 0) -> LayoutSection {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    var group = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: .adaptive(minimum: minimum))
    if let spacing { group.interItemSpacing = .fixed(spacing) }
    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: insets, bottom: 0, trailing: insets)
    return section
}

/// The cells of the first row (y = 0) of a solution.
private func firstRow(_ solution: LayoutSolution) -> [CGRect] {
    solution.allElements().filter { $0.category == .cell && $0.frame.minY == 0 }.map(\.frame).sorted {
        $0.minX < $1.minX
    }
}

@Suite("Adaptive grids")
struct AdaptiveGridTests {
    @Test(arguments: [(320.0, 2), (390.0, 2), (768.0, 5), (1024.0, 6)])
    func theCountIsHowManyMinimumWidthsFit(width: CGFloat, count: Int) throws {
        let solution = try solve(
            adaptiveSection(minimum: 150), items: 12, environment: LayoutEnvironment(width: width, height: 844))
        let row = firstRow(solution)
        #expect(row.count == count)
        // Equal shares of the width, floored to the pixel grid (@3x).
        let share = (width / CGFloat(count) * 3 + 1e-6).rounded(.down) / 3
        #expect(row.allSatisfy { abs($0.width - share) < 1e-9 })
        #expect(row.allSatisfy { $0.width >= 150 })
    }

    @Test func spacingCountsBetweenItems() throws {
        // 390 + 10 = 400 fits two of 150 + 10 (and 320 + 10 = 330 fits two as well, barely).
        let wide = try solve(adaptiveSection(minimum: 150, spacing: 10), items: 6)
        expectFrames(
            firstRow(wide),
            [CGRect(x: 0, y: 0, width: 190, height: 100), CGRect(x: 200, y: 0, width: 190, height: 100)])
        let narrow = try solve(
            adaptiveSection(minimum: 160, spacing: 10), items: 6,
            environment: LayoutEnvironment(width: 320, height: 844))
        #expect(firstRow(narrow).count == 1)
        // 330 / 170 < 2: one item; 340 / 170 = 2 exactly: two.
        let exact = try solve(
            adaptiveSection(minimum: 160, spacing: 10), items: 6,
            environment: LayoutEnvironment(width: 330, height: 844))
        #expect(firstRow(exact).count == 2)
    }

    @Test func theCountUsesTheWidthInsideTheSectionInsets() throws {
        // 390 − 2 × 45 = 300 fits two of 150; 390 − 2 × 50 = 290 fits one.
        #expect(firstRow(try solve(adaptiveSection(minimum: 150, insets: 45), items: 4)).count == 2)
        #expect(firstRow(try solve(adaptiveSection(minimum: 150, insets: 50), items: 4)).count == 1)
    }

    @Test func aMinimumWiderThanTheGroupStillPlacesOneItem() throws {
        let solution = try solve(adaptiveSection(minimum: 1_000), items: 3)
        expectFrames(firstRow(solution), [CGRect(x: 0, y: 0, width: 390, height: 100)])
        #expect(solution.contentSize.height == 300)
    }

    @Test func aFixedCountSharesTheGroupLikeSubitemCount() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: .fixed(3))
        let legacy = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: 3)
        let fixed = try solve(LayoutSection(group: group), items: 7).allElements()
        let deprecated = try solve(LayoutSection(group: legacy), items: 7).allElements()
        #expect(LayoutChecks.difference(fixed, deprecated) == nil)
    }

    @Test func aVerticalGroupAdaptsItsCountToItsHeight() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let column = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .absolute(300)), subitem: item, count: .adaptive(minimum: 90))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(300)), subitems: [column])
        let solution = try solve(LayoutSection(group: group), items: 6)
        let cells = solution.allElements().filter { $0.category == .cell }.map(\.frame)
        expectFrames(
            cells,
            [
                CGRect(x: 0, y: 0, width: 195, height: 100), CGRect(x: 0, y: 100, width: 195, height: 100),
                CGRect(x: 0, y: 200, width: 195, height: 100), CGRect(x: 195, y: 0, width: 195, height: 100),
                CGRect(x: 195, y: 100, width: 195, height: 100), CGRect(x: 195, y: 200, width: 195, height: 100),
            ])
    }

    @Test func rightToLeftMirrorsTheRow() throws {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: 390, height: 844)),
            traitCollection: LayoutTraitCollection(layoutDirection: .rightToLeft))
        let solution = try solve(adaptiveSection(minimum: 150, spacing: 10), items: 3, environment: environment)
        expectFrames(
            firstRow(solution),
            [CGRect(x: 0, y: 0, width: 190, height: 100), CGRect(x: 200, y: 0, width: 190, height: 100)])
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 200, y: 0, width: 190, height: 100))
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 200, y: 100, width: 190, height: 100))
    }

    @Test(arguments: [0, -10, CGFloat.nan, CGFloat.infinity])
    func anInvalidMinimumIsATypedErrorNamingTheGroup(minimum: CGFloat) {
        #expect {
            try solve(adaptiveSection(minimum: minimum), items: 3)
        } throws: { error in
            guard case .invalidDimension(let message) = error as? LayoutError else { return false }
            return message.contains("section 0.group") && message.contains("adaptive minimum")
        }
    }

    @Test func negativeSpacingIsATypedError() {
        #expect {
            try solve(adaptiveSection(minimum: 100, spacing: -5), items: 3)
        } throws: { error in
            guard case .invalidDimension(let message) = error as? LayoutError else { return false }
            return message.contains("section 0.group") && message.contains("interItemSpacing")
        }
    }
}
