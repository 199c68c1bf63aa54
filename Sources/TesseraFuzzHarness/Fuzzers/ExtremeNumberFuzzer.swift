import Foundation
import Tessera

/// Extreme numbers through every kind of boundary: NaN, the infinities, negative
/// zero, huge and tiny magnitudes, `Int.min` and `Int.max`, given to layout descriptions (stacked
/// layouts with their zIndex values, waterfalls with their column counts), measured sizes,
/// batch-update mappings, the headless host's geometry, the screen builder, load-more triggers,
/// and handed back by an app's custom section layout or visible-items handler. Each is refused
/// with a typed error or a reported failure and leaves the state as it was, or is used with
/// finite frames; nothing traps or hangs.
@MainActor
final class ExtremeNumberFuzzer: Fuzzer {
    let name = "extreme numbers"
    private var lastFailures: [String] = []
    private let view: HeadlessCollectionView
    private let dataSource = ArrayDataSource(sections: [(0..<30).map { "row \($0)" }, (0..<10).map { "tile \($0)" }])
    private let screenView = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: TestLayouts.rows())
    private let screen: ScreenController
    private let trigger = LoadMoreTrigger()

    init() {
        view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TestLayouts.rowsAndBand())
        view.registerCell(TextCell.self, reuseIdentifier: "text")
        view.dataSource = dataSource
        screen = ScreenController(collectionView: screenView, cells: .headless)
    }

    /// A number: ordinary, or one of the extremes.
    static func number(_ random: inout SeededRandomNumberGenerator) -> CGFloat {
        let extremes: [CGFloat] = [
            .nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude, 1e-300, 1e6 + 1, 1e300, -1e300,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        ]
        return Bool.random(using: &random)
            ? extremes[Int.random(in: 0..<extremes.count, using: &random)]
            : CGFloat(Int.random(in: -50...500, using: &random))
    }

    /// An integer: small, or one of the extremes.
    static func integer(_ random: inout SeededRandomNumberGenerator) -> Int {
        let extremes = [Int.min, Int.min + 1, -1, 16_777_217, Int(Int32.max), Int.max - 1, Int.max]
        return Bool.random(using: &random)
            ? extremes[Int.random(in: 0..<extremes.count, using: &random)] : Int.random(in: -2...40, using: &random)
    }

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        lastFailures = []
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return stackedLayout(&random)
        case 1: return waterfall(&random)
        case 2: return try measuredSize(&random)
        case 3: return mapping(&random)
        case 4: return hostGeometry(&random)
        case 5: return try screenMetrics(&random)
        case 6: return loadMore(&random)
        default: return appCode(&random)
        }
    }

    func invariantFailures() -> [String] { lastFailures }

    // MARK: Descriptions

    /// Solves a layout and checks it: a LayoutError, or finite frames everywhere.
    private func solve(_ layout: some CollectionLayout, counts: [Int], _ what: String) -> String? {
        do {
            let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: counts))
            if let bad = solution.allElements().first(where: { !FuzzChecks.isFinite($0.frame) }) {
                lastFailures.append("\(what): \(bad.key) at \(bad.frame)")
            }
            if !FuzzChecks.isFinite(CGRect(origin: .zero, size: solution.contentSize)) {
                lastFailures.append("\(what): content size \(solution.contentSize)")
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func stackedLayout(_ random: inout SeededRandomNumberGenerator) -> String? {
        var section = StackedLayout.Section()
        section.items = (0..<4).map { _ in StackedLayout.Item(height: .absolute(44)) }
        let value = Self.number(&random), zIndex = Self.integer(&random)
        let styles: [StackedLayout.DecorationStyle] = [
            .timeline(x: value, nodeSize: 12), .card(padding: value), .separators(thickness: value),
        ]
        switch Int.random(in: 0..<5, using: &random) {
        case 0: section.insets.top = value
        case 1: section.items[1].spaceBefore = value
        case 2: section.items[2].height = .absolute(value)
        case 3: section.items[3].zIndex = zIndex
        default: break
        }
        section.decorations = [
            .init(style: styles[Int.random(in: 0..<styles.count, using: &random)], items: 0..<4, zIndex: zIndex)
        ]
        return solve(StackedLayout(sections: [section]), counts: [4], "stacked layout (\(value), zIndex \(zIndex))")
    }

    private func waterfall(_ random: inout SeededRandomNumberGenerator) -> String? {
        let columns = Self.integer(&random), value = Self.number(&random)
        let count: WaterfallSectionLayout.ColumnCount =
            Bool.random(using: &random) ? .fixed(columns) : .adaptive(minimum: value)
        let layout = CompositionalLayout(
            section: LayoutSection(
                customLayout: WaterfallSectionLayout(columnCount: count, itemHeight: .uniform(.absolute(44)))))
        // A container a billion points wide, where ten million columns have room.
        do {
            let solution = try layout.solve(
                in: LayoutEnvironment(width: 1e9, height: 844), content: LayoutContent(itemCounts: [20]))
            if solution.allElements().contains(where: { !FuzzChecks.isFinite($0.frame) }) {
                lastFailures.append("waterfall with \(count): a non-finite frame")
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func measuredSize(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        var flow = FlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 50)
        var stacked = StackedLayout.Section()
        stacked.items = (0..<6).map { _ in StackedLayout.Item(height: .estimated(44)) }
        let estimated = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let layouts: [any CollectionLayout] = [
            flow, StackedLayout(sections: [stacked]),
            CompositionalLayout(
                section: LayoutSection(
                    group: .vertical(layoutSize: estimated, subitems: [LayoutItem(layoutSize: estimated)]))),
            CompositionalLayout(
                section: LayoutSection(
                    customLayout: WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .uniform(.estimated(44))))),
        ]
        let layout = layouts[Int.random(in: 0..<layouts.count, using: &random)]
        guard var solution = try? layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [6])) else {
            throw FuzzInvariantFailure(message: "\(type(of: layout)) of six estimated items was refused")
        }
        let before = solution.allElements()
        let size = CGSize(width: 100, height: Self.number(&random))
        do {
            try solution.updateItemSize(size, at: IndexPath(item: Int.random(in: 0..<6, using: &random), section: 0))
        } catch {
            guard solution.allElements() == before else {
                throw FuzzInvariantFailure(message: "a refused measured size \(size) changed a \(type(of: layout))")
            }
            return "\(error)"
        }
        if solution.allElements().contains(where: { !FuzzChecks.isFinite($0.frame) }) {
            lastFailures.append("a measured size \(size) gave a \(type(of: layout)) a non-finite frame")
        }
        return nil
    }

    private func mapping(_ random: inout SeededRandomNumberGenerator) -> String? {
        let counts = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...5, using: &random) }
        guard let mapping = try? BatchUpdate().mapping(itemCountsBefore: counts, itemCountsAfter: counts) else {
            lastFailures.append("an empty update of \(counts) was refused")
            return nil
        }
        for _ in 0..<4 {
            let indexPath = IndexPath(item: Self.integer(&random), section: Int.random(in: -1...3, using: &random))
            let exists =
                counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
            if (mapping.oldIndexPath(forNew: indexPath) == indexPath) != exists
                || (mapping.newIndexPath(forOld: indexPath) == indexPath) != exists
                || mapping.isReloaded(newIndexPath: indexPath)
            {
                lastFailures.append("an empty update of \(counts) maps \(indexPath) wrongly")
            }
        }
        return nil
    }

    // MARK: The host

    private func hostGeometry(_ random: inout SeededRandomNumberGenerator) -> String? {
        let value = Self.number(&random)
        let before = (frame: view.frame, scale: view.displayScale, inset: view.contentInset)
        view.removeAllFailures()
        switch Int.random(in: 0..<7, using: &random) {
        case 0: view.frame.size.width = value
        case 1: view.displayScale = value
        case 2: view.contentInset.top = value
        case 3: view.safeAreaInsets.leading = value
        case 4: view.prefetchDistance = value
        case 5: view.setOrthogonalOffset(value, forSection: Self.integer(&random))
        default: view.contentOffset.y = value
        }
        view.layoutIfNeeded()
        let refused = view.failures.contains { $0.kind == .invalidCall }
        if !value.isFinite,
            view.frame != before.frame || view.displayScale != before.scale || view.contentInset != before.inset
        {
            lastFailures.append("the host took a geometry value of \(value)")
        }
        lastFailures += FuzzChecks.host(view, counts: dataSource.sections.map(\.count), cellsMayOverlap: true) {
            [dataSource] indexPath in dataSource.sections[indexPath.section][indexPath.item]
        }.filter { !$0.hasPrefix("the host reported") }
        if let unexpected = view.failures.first(where: { $0.kind != .invalidCall && $0.kind != .layout }) {
            lastFailures.append("the host reported \(unexpected.message) for \(value)")
        }
        // Back to a view that shows its rows.
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.displayScale = 3
        view.contentInset = .zero
        view.safeAreaInsets = .zero
        view.contentOffset = .zero
        view.layoutIfNeeded()
        view.removeAllFailures()
        return refused ? "geometry \(value) refused" : nil
    }

    private func screenMetrics(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        let value = Self.number(&random)
        let kind = Int.random(in: 0..<4, using: &random)
        var insets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        if kind == 0 { insets.bottom = value }
        let data = ScreenDescription(
            spaces: kind == 1 ? VerticalSpaceScale(small: value, medium: 1, large: 1, huge: 1) : .standard,
            interSectionSpacing: kind == 2 ? value : 0,
            sections: [
                SectionDescriptor(id: "a", insets: insets) { builder in
                    builder.add(cell: TextCellModel("text"), id: "text")
                    builder.add(verticalSpace: .small)
                    builder.add(cell: FuzzRow(height: kind == 3 ? .absolute(value) : .absolute(44)), id: "row")
                },
                SectionDescriptor(id: "b") { builder in builder.add(cell: TextCellModel("b"), id: "b") },
            ])
        let shown = screen.dataSource.snapshot()
        do {
            try screen.apply(data, animatingDifferences: Bool.random(using: &random))
        } catch {
            guard screen.dataSource.snapshot() == shown else {
                throw FuzzInvariantFailure(message: "a refused screen with \(value) changed what is shown")
            }
            return "\(error)"
        }
        screenView.layoutIfNeeded()
        if !screenView.failures.isEmpty {
            lastFailures.append("a screen with \(value) was accepted and failed: \(screenView.failures.map(\.message))")
            screenView.removeAllFailures()
        }
        return nil
    }

    private func loadMore(_ random: inout SeededRandomNumberGenerator) -> String? {
        let threshold: LoadMoreThreshold =
            Bool.random(using: &random) ? .points(Self.number(&random)) : .items(Self.integer(&random))
        let kept = trigger.threshold
        trigger.threshold = threshold
        view.removeAllFailures()
        trigger.check(view)
        let refused = view.failures.contains { $0.kind == .invalidCall }
        if !Self.canBeUsed(trigger.threshold) {
            lastFailures.append("the load-more trigger kept \(trigger.threshold), which cannot be used")
        }
        if trigger.threshold != threshold && trigger.threshold != kept {
            lastFailures.append("the load-more threshold became \(trigger.threshold) after \(threshold)")
        }
        if (trigger.threshold != threshold) != refused {
            lastFailures.append("the load-more threshold \(threshold) was \(refused ? "" : "not ")reported as refused")
        }
        view.removeAllFailures()
        trigger.reset()
        return refused ? "threshold \(threshold) refused" : nil
    }

    /// Whether a threshold is one the documentation says a trigger uses: at least 1 item, or a
    /// finite number of points, not negative.
    private static func canBeUsed(_ threshold: LoadMoreThreshold) -> Bool {
        switch threshold {
        case .items(let count): return count >= 1
        case .points(let points): return points.isFinite && points >= 0
        }
    }

    // MARK: Values an app's code hands back

    private func appCode(_ random: inout SeededRandomNumberGenerator) -> String? {
        let frame = CGRect(
            x: Self.number(&random), y: Self.number(&random), width: Self.number(&random), height: Self.number(&random))
        let zIndex = Self.integer(&random), alpha = Self.number(&random)
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var section: LayoutSection
        if Bool.random(using: &random) {
            section = LayoutSection(customLayout: RowsWithOneFrame(item: 1, frame: frame, zIndex: zIndex))
        } else {
            section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
            section.visibleItemsInvalidationHandler = { items, _, _ in
                for item in items where item.indexPath.item == 1 {
                    item.center = CGPoint(x: frame.minX, y: frame.minY)
                    item.alpha = alpha
                    item.zIndex = zIndex
                }
            }
        }
        let host = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: CompositionalLayout(section: section))
        host.registerCell(TextCell.self, reuseIdentifier: "text")
        let rows = ArrayDataSource(sections: [["a", "b", "c"]])
        host.dataSource = rows
        host.layoutIfNeeded()
        lastFailures += FuzzChecks.host(host, counts: [3], cellsMayOverlap: true) { indexPath in
            rows.sections[indexPath.section][indexPath.item]
        }.filter { !$0.hasPrefix("the host reported") }
        for cell in host.visibleCells where !FuzzChecks.isFinite(cell.frame) {
            lastFailures.append("a cell shows at \(cell.frame) after the app's code gave \(frame)")
        }
        if let unexpected = host.failures.first(where: { $0.kind != .layout }) {
            lastFailures.append("the host reported \(unexpected.message)")
        }
        return host.failures.isEmpty ? nil : host.failures[0].message
    }
}

/// A catalog row of any height, for the fuzzers.
struct FuzzRow: CatalogCellModel {
    var height: LayoutDimension
    var content: ListContentConfiguration { ListContentConfiguration(style: .cell, text: "row") }
}
