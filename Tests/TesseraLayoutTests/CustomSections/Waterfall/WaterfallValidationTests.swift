import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Waterfall validation")
struct WaterfallValidationTests {
    /// Solving throws an error of `kind` whose message names section 1 (the waterfall, after an
    /// ordinary section) and `what`.
    private func expectError(
        _ waterfall: WaterfallSectionLayout, kind: (String) -> LayoutError, naming what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rows = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        let custom = LayoutSection(customLayout: waterfall)
        let layout = CompositionalLayout { index, _ in index == 1 ? custom : rows }
        do {
            let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2, 5]))
            Issue.record("solved to \(solution.contentSize) instead of failing", sourceLocation: sourceLocation)
        } catch {
            #expect(error == kind(error.description), sourceLocation: sourceLocation)
            #expect(error.description.contains("section 1"), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.contains(what), "\(error)", sourceLocation: sourceLocation)
        }
    }

    private func waterfall(
        columns: WaterfallSectionLayout.ColumnCount = .fixed(2), height: LayoutDimension = .absolute(100),
        columnSpacing: CGFloat = 0, interItemSpacing: CGFloat = 0
    ) -> WaterfallSectionLayout {
        WaterfallSectionLayout(
            columnCount: columns, itemHeight: .uniform(height), columnSpacing: columnSpacing,
            interItemSpacing: interItemSpacing)
    }

    @Test(arguments: [0, -1])
    func aColumnCountBelowOne(count: Int) {
        expectError(waterfall(columns: .fixed(count)), kind: LayoutError.invalidDimension, naming: "columnCount")
    }

    @Test(arguments: [0, -20, CGFloat.nan, CGFloat.infinity])
    func aMinimumColumnWidthThatIsNotPositive(minimum: CGFloat) {
        expectError(
            waterfall(columns: .adaptive(minimum: minimum)), kind: LayoutError.invalidDimension,
            naming: "minimum column width")
    }

    @Test(arguments: [-1, CGFloat.nan, CGFloat.infinity])
    func spacingThatIsNegativeOrNotFinite(spacing: CGFloat) {
        expectError(waterfall(columnSpacing: spacing), kind: LayoutError.invalidDimension, naming: "columnSpacing")
        expectError(
            waterfall(interItemSpacing: spacing), kind: LayoutError.invalidDimension, naming: "interItemSpacing")
    }

    @Test(arguments: [LayoutDimension.absolute(0), .absolute(-5), .estimated(.nan), .fractionalWidth(.infinity)])
    func heightsThatAreNotPositive(height: LayoutDimension) {
        expectError(waterfall(height: height), kind: LayoutError.invalidDimension, naming: "itemHeight")
    }

    @Test func theFirstBadItemHeightIsNamed() {
        let layout = WaterfallSectionLayout(
            columnCount: .fixed(2), itemHeight: .dimension { $0 == 3 ? .absolute(-1) : .absolute(50) })
        expectError(layout, kind: LayoutError.invalidDimension, naming: "item 3")
        let ratios = WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .aspectRatio { $0 == 4 ? 0 : 1 })
        expectError(ratios, kind: LayoutError.invalidDimension, naming: "item 4")
    }

    /// The solve checks the heights of a whole section at once and then finds the item at fault:
    /// still the first bad one whatever its kind, before or after a fraction that fails, named
    /// with its own dimension.
    @Test func theFirstOfSeveralBadItemHeightsIsNamed() {
        let cases: [(heights: [LayoutDimension], first: Int)] = [
            (
                [.absolute(50), .uniformAcrossSiblings(estimate: -0.0), .fractionalWidth(.nan), .estimated(.infinity)],
                1
            ),
            ([.absolute(50), .fractionalHeight(-2), .estimated(.nan), .absolute(0)], 1),
            ([.absolute(50), .estimated(0), .fractionalWidth(0), .absolute(-1)], 1),
            ([.absolute(50), .fractionalWidth(1), .absolute(2), .estimated(-.nan)], 3),
        ]
        for (heights, first) in cases {
            let layout = WaterfallSectionLayout(
                columnCount: .fixed(2), itemHeight: .dimension { heights[min($0, heights.count - 1)] })
            expectError(
                layout, kind: LayoutError.invalidDimension, naming: "item \(first): Invalid height \(heights[first]):")
        }
    }

    /// The placement checks the heights on its way; an estimate that is not finite and positive
    /// is reported even when its cell has measured itself, whichever heights balance the columns,
    /// and even with a later fraction that resolves to nothing.
    @Test(arguments: [WaterfallSectionLayout.ColumnBalancing.estimatedHeights, .measuredHeights])
    func aBadEstimateIsNamedEvenWhenItsCellWasMeasured(balancing: WaterfallSectionLayout.ColumnBalancing) {
        var waterfall = WaterfallSectionLayout(
            columnCount: .fixed(2),
            itemHeight: .dimension {
                switch $0 {
                case 700: .estimated(.nan)
                case 900: .fractionalWidth(1e-300)
                default: .estimated(40)
                }
            })
        waterfall.columnBalancing = balancing
        let measured = [IndexPath(item: 700, section: 0): CGSize(width: 10, height: 50)]
        for sizes in [[:], measured] {
            do {
                let solution = try CompositionalLayout(section: LayoutSection(customLayout: waterfall)).solve(
                    in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1_000], itemSizes: sizes))
                Issue.record("solved to \(solution.contentSize) instead of failing")
            } catch {
                #expect(error.description.contains("item 700: Invalid height \(LayoutDimension.estimated(.nan)):"))
            }
        }
        // A fraction that resolves to 0 is no error, as before.
        var fractions = waterfall
        fractions.itemHeight = .dimension { $0 == 900 ? .fractionalWidth(1e-300) : .estimated(40) }
        #expect(throws: Never.self) {
            try CompositionalLayout(section: LayoutSection(customLayout: fractions)).solve(
                in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1_000], itemSizes: measured))
        }
    }

    @Test func columnsWithoutRoom() {
        expectError(waterfall(columns: .fixed(40), columnSpacing: 10), kind: LayoutError.noRoom, naming: "no room")
    }

    @Test func aHorizontallyScrollingLayout() {
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(
            section: LayoutSection(customLayout: waterfall()), configuration: configuration)
        #expect {
            try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        } throws: { error in
            guard case .invalidInput(let message) = error as? LayoutError else { return false }
            return message.contains("section 0") && message.contains("vertically scrolling")
        }
    }
}
