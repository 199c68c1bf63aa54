import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// Every number the layout API takes, fed each extreme value: NaN, the infinities,
/// negative zero, the largest and smallest magnitudes, Int.min and Int.max. Solving refuses the
/// value with a ``LayoutError`` or lays out finite frames; queries and updates of a solution
/// never trap, answer finite frames or nothing, and a refused update leaves the solution as it was.
@Suite("Extreme numbers through the layout API")
struct ExtremeNumberPropertyTests {
    static let numbers: [CGFloat] = [
        .nan, .infinity, -.infinity, -0.0, 0, .leastNonzeroMagnitude, 1e-300, 0.25, 1e6 + 1, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    static let integers: [Int] = [
        Int.min, Int.min + 1, -1, 0, 1, 16_777_217, Int(Int32.max) - 1, Int(Int32.max), Int.max - 1, Int.max,
    ]

    // MARK: Checking outcomes

    /// Whether every component of a rectangle is finite.
    private static func isFinite(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy { $0.isFinite }
    }

    /// Solves `layout` and expects a LayoutError or a solution whose every frame is finite; on
    /// success, also queries it with extreme rectangles and index paths.
    private static func expectSolvedOrRefused(
        _ layout: some CollectionLayout, counts: [Int] = [5], environment: LayoutEnvironment = LayoutChecks.iPhone,
        _ what: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> LayoutSolution? {
        let solution: LayoutSolution
        do {
            solution = try layout.solve(in: environment, content: LayoutContent(itemCounts: counts))
        } catch {
            return nil
        }
        let size = solution.contentSize
        #expect(
            size.width.isFinite && size.height.isFinite, "\(what()): content size \(size)",
            sourceLocation: sourceLocation)
        for element in solution.allElements() where !isFinite(element.frame) {
            Issue.record("\(what()): \(element.key) at \(element.frame)", sourceLocation: sourceLocation)
        }
        return solution
    }

    private static let fill = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    private static let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    /// A section of rows with a header, a badge and a background, to change one number of.
    private static func section() -> LayoutSection {
        var item = LayoutItem(
            layoutSize: fill,
            supplementaryItems: [
                LayoutSupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                    elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
            ])
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        var section = LayoutSection(group: .horizontal(layoutSize: row, subitems: [item]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: row, elementKind: "header", alignment: .top)
        ]
        section.decorationItems = [.background(elementKind: "background")]
        return section
    }

    // MARK: Descriptions

    /// One number of a compositional description, by name.
    private static let sectionNumbers: [(String, @Sendable (inout LayoutSection, CGFloat) -> Void)] = [
        ("group width", { $0.group.layoutSize.widthDimension = .absolute($1) }),
        ("group height", { $0.group.layoutSize.heightDimension = .estimated($1) }),
        ("group fraction", { $0.group.layoutSize.widthDimension = .fractionalWidth($1) }),
        ("group insets", { $0.group.contentInsets.top = $1 }),
        ("group spacing", { $0.group.interItemSpacing = .fixed($1) }),
        ("group flexible spacing", { $0.group.interItemSpacing = .flexible($1) }),
        ("group edge spacing", { $0.group.edgeSpacing = LayoutEdgeSpacing(leading: .fixed($1)) }),
        ("section insets", { $0.contentInsets.leading = $1 }),
        ("inter-group spacing", { $0.interGroupSpacing = $1 }),
        ("header height", { $0.boundarySupplementaryItems[0].layoutSize.heightDimension = .absolute($1) }),
        ("header offset", { $0.boundarySupplementaryItems[0].offset.y = $1 }),
        ("header insets", { $0.boundarySupplementaryItems[0].contentInsets.bottom = $1 }),
        ("background insets", { $0.decorationItems[0].contentInsets.trailing = $1 }),
        (
            "adaptive minimum",
            { section, value in
                section.group = .horizontal(
                    layoutSize: row, subitem: LayoutItem(layoutSize: fill), count: .adaptive(minimum: value))
            }
        ),
    ]

    @Test("every number of a compositional section", arguments: numbers)
    func compositionalNumbers(value: CGFloat) {
        for (name, change) in Self.sectionNumbers {
            var section = Self.section()
            change(&section, value)
            for behavior in [OrthogonalScrollingBehavior.none, .groupPaging] {
                section.orthogonalScrollingBehavior = behavior
                _ = Self.expectSolvedOrRefused(CompositionalLayout(section: section), "\(name) = \(value), \(behavior)")
            }
        }
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = value
        _ = Self.expectSolvedOrRefused(
            CompositionalLayout(section: Self.section(), configuration: configuration), counts: [3, 3],
            "interSectionSpacing = \(value)")
    }

    @Test("every number of a list section", arguments: numbers)
    func listNumbers(value: CGFloat) {
        let changes: [(String, (inout ListConfiguration, CGFloat) -> Void)] = [
            ("rowHeight", { $0.rowHeight = $1 }), ("estimatedRowHeight", { $0.estimatedRowHeight = $1 }),
            ("headerTopPadding", { $0.headerTopPadding = $1 }),
        ]
        for appearance in [ListConfiguration.Appearance.plain, .insetGrouped] {
            for (name, change) in changes {
                var list = ListConfiguration(appearance: appearance)
                list.headerMode = .supplementary
                change(&list, value)
                let configuration = list
                let layout = CompositionalLayout { _, environment in
                    LayoutSection.list(using: configuration, layoutEnvironment: environment)
                }
                _ = Self.expectSolvedOrRefused(layout, "list \(appearance) \(name) = \(value)")
            }
        }
    }

    @Test("every number of a flow layout", arguments: numbers)
    func flowNumbers(value: CGFloat) {
        let changes: [(String, (inout FlowLayout, CGFloat) -> Void)] = [
            ("itemSize", { $0.itemSize.width = $1 }), ("estimatedItemSize", { $0.estimatedItemSize.height = $1 }),
            ("minimumLineSpacing", { $0.minimumLineSpacing = $1 }),
            ("minimumInteritemSpacing", { $0.minimumInteritemSpacing = $1 }),
            ("sectionInset", { $0.sectionInset.top = $1 }),
            ("headerReferenceSize", { $0.headerReferenceSize.height = $1 }),
            (
                "item size provider",
                { flow, value in flow.itemSizeProvider = { _ in CGSize(width: value, height: 10) } }
            ),
        ]
        for (name, change) in changes {
            var flow = FlowLayout()
            change(&flow, value)
            _ = Self.expectSolvedOrRefused(flow, "flow \(name) = \(value)")
        }
    }

    @Test("every number of a stacked layout", arguments: numbers)
    func stackedNumbers(value: CGFloat) {
        let changes: [(String, (inout StackedLayout, CGFloat) -> Void)] = [
            ("interSectionSpacing", { $0.interSectionSpacing = $1 }), ("insets", { $0.sections[0].insets.bottom = $1 }),
            ("spaceAfter", { $0.sections[0].spaceAfter = $1 }),
            ("height", { $0.sections[0].items[0].height = .absolute($1) }),
            ("spaceBefore", { $0.sections[0].items[1].spaceBefore = $1 }),
            ("indent", { $0.sections[0].items[1].indent = $1 }),
            ("card", { $0.sections[0].decorations = [.init(style: .card(padding: $1, inset: $1), items: 0..<2)] }),
            ("separators", { $0.sections[0].decorations = [.init(style: .separators(thickness: $1), items: 0..<2)] }),
            ("timeline", { $0.sections[0].decorations = [.init(style: .timeline(x: $1, nodeSize: $1), items: 0..<2)] }),
        ]
        for (name, change) in changes {
            var section = StackedLayout.Section()
            section.items = (0..<5).map { _ in StackedLayout.Item(height: .absolute(44)) }
            var layout = StackedLayout(sections: [section])
            change(&layout, value)
            _ = Self.expectSolvedOrRefused(layout, "stacked \(name) = \(value)")
        }
    }

    @Test("every number of a waterfall", arguments: numbers)
    func waterfallNumbers(value: CGFloat) {
        let layouts = [
            WaterfallSectionLayout(columnCount: .adaptive(minimum: value), itemHeight: .uniform(.absolute(44))),
            WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .uniform(.absolute(value))),
            WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .aspectRatio { _ in value }),
            WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .uniform(.absolute(44)), columnSpacing: value),
            WaterfallSectionLayout(
                columnCount: .fixed(2), itemHeight: .uniform(.absolute(44)), interItemSpacing: value),
        ]
        for (index, waterfall) in layouts.enumerated() {
            _ = Self.expectSolvedOrRefused(
                CompositionalLayout(section: LayoutSection(customLayout: waterfall)), "waterfall \(index) = \(value)")
        }
    }

    @Test("every number of the environment", arguments: numbers)
    func environmentNumbers(value: CGFloat) {
        let layout = CompositionalLayout(section: Self.section())
        var environments = [
            LayoutEnvironment(width: value, height: 844), LayoutEnvironment(width: 390, height: value),
            LayoutEnvironment(width: 390, height: 844, displayScale: value),
        ]
        var insets = LayoutChecks.iPhone
        insets.safeAreaInsets.top = value
        environments.append(insets)
        var container = LayoutChecks.iPhone
        container.container.contentInsets.leading = value
        environments.append(container)
        for (index, environment) in environments.enumerated() {
            _ = Self.expectSolvedOrRefused(layout, environment: environment, "environment \(index) = \(value)")
        }
    }

    @Test("every integer a description or content holds", arguments: integers)
    func integerValues(value: Int) {
        var section = Self.section()
        section.boundarySupplementaryItems[0].zIndex = value
        _ = Self.expectSolvedOrRefused(CompositionalLayout(section: section), "header zIndex \(value)")
        section = Self.section()
        section.decorationItems[0].zIndex = value
        _ = Self.expectSolvedOrRefused(CompositionalLayout(section: section), "background zIndex \(value)")
        let repeated = LayoutGroup.horizontal(
            layoutSize: Self.row, repeatingSubitem: LayoutItem(layoutSize: Self.fill), count: value)
        _ = Self.expectSolvedOrRefused(
            CompositionalLayout(section: LayoutSection(group: repeated)), "repeat count \(value)")
        let shared = LayoutGroup.horizontal(
            layoutSize: Self.row, subitem: LayoutItem(layoutSize: Self.fill), count: value)
        _ = Self.expectSolvedOrRefused(
            CompositionalLayout(section: LayoutSection(group: shared)), "subitem count \(value)")
        let waterfall = WaterfallSectionLayout(columnCount: .fixed(value), itemHeight: .uniform(.absolute(44)))
        _ = Self.expectSolvedOrRefused(
            CompositionalLayout(section: LayoutSection(customLayout: waterfall)), "column count \(value)")
        var stacked = StackedLayout.Section()
        stacked.items = [.init(height: .absolute(44), zIndex: value), .init(height: .absolute(44))]
        stacked.decorations = [.init(style: .timeline(), items: 0..<2, zIndex: value)]
        _ = Self.expectSolvedOrRefused(StackedLayout(sections: [stacked]), counts: [2], "stacked zIndex \(value)")
        // Counts past the limit are refused before any work; a count within it is laid out in
        // O(1) by a uniform compositional section (a flow layout would place each item).
        for counts in [[value], [value, 1], [1, value]] {
            let solution = try? CompositionalLayout(section: Self.section()).solve(
                in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: counts))
            let refused = counts.contains { $0 < 0 || $0 > LayoutLimits.maximumItemCount }
            if let solution {
                #expect(!refused, "counts \(counts)")
                let visible = solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
                #expect(visible.allSatisfy { Self.isFinite($0.frame) }, "counts \(counts)")
            }
            if refused {
                #expect(solution == nil, "counts \(counts)")
                #expect(throws: LayoutError.self) {
                    try FlowLayout().solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: counts))
                }
            }
        }
    }

    // MARK: Solutions

    @Test("every number and index path a solution is asked or told", arguments: numbers)
    func solutionQueries(value: CGFloat) throws {
        let estimated = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var rows = Self.section()
        rows.group = .vertical(layoutSize: estimated, subitems: [LayoutItem(layoutSize: estimated)])
        var banner = Self.section()
        banner.orthogonalScrollingBehavior = .groupPaging
        banner.group.layoutSize.widthDimension = .fractionalWidth(0.8)
        let sections = [rows, banner]
        let layout = CompositionalLayout { index, _ in index < sections.count ? sections[index] : nil }
        var solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [5, 5]))
        let points = [
            CGPoint(x: value, y: 0), CGPoint(x: 0, y: value), CGPoint(x: value, y: value),
        ]
        for point in points {
            solution.contentOffset = point
            solution.adjustedContentInset = DirectionalEdgeInsets(top: value, leading: 0, bottom: value, trailing: 0)
            solution.setOrthogonalOffset(value, forSection: 1)
            let rect = CGRect(origin: point, size: CGSize(width: value, height: value))
            for element in solution.elements(in: rect)
                + solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
            {
                #expect(Self.isFinite(element.frame), "\(value): \(element.key) at \(element.frame)")
            }
            _ = solution.visibleRect
        }
        solution.contentOffset = .zero
        solution.adjustedContentInset = .zero
        for size in [CGSize(width: value, height: 44), CGSize(width: 100, height: value)] {
            for indexPath in [
                IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 1),
            ] {
                let before = solution.allElements()
                do {
                    try solution.updateItemSize(size, at: indexPath)
                } catch {
                    #expect(solution.allElements() == before, "a refused \(size) at \(indexPath) changed the solution")
                }
                let beforeHeader = solution.allElements()
                do {
                    try solution.updateSupplementarySize(size, ofKind: "header", at: IndexPath(item: 0, section: 0))
                } catch {
                    #expect(
                        solution.allElements() == beforeHeader, "a refused header size \(size) changed the solution")
                }
            }
        }
        for element in solution.allElements() {
            #expect(Self.isFinite(element.frame), "\(value): \(element.key) at \(element.frame)")
        }
    }

    @Test("every index a solution is asked about", arguments: integers)
    func solutionIndexes(value: Int) throws {
        var solution = try CompositionalLayout(section: Self.section()).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [5]))
        for indexPath in [
            IndexPath(item: value, section: 0), IndexPath(item: 0, section: value),
            IndexPath(item: value, section: value),
            IndexPath(index: value), IndexPath(indexes: [0, value, 1]),
        ] {
            _ = solution.attributesForItem(at: indexPath)
            _ = solution.attributesForSupplementaryView(ofKind: "header", at: indexPath)
            _ = solution.attributesForDecorationView(ofKind: "background", at: indexPath)
            let exists = indexPath.count == 2 && indexPath[0] == 0 && (0..<5).contains(indexPath[1])
            if !exists {
                #expect(throws: LayoutError.self) {
                    try solution.updateItemSize(CGSize(width: 10, height: 10), at: indexPath)
                }
            }
        }
        _ = solution.numberOfItems(inSection: value)
        _ = solution.frame(ofSection: value)
        _ = solution.environment(ofSection: value)
        solution.setOrthogonalOffset(44, forSection: value)
        _ = solution.orthogonalScrollingFrame(forSection: value)
    }
}
