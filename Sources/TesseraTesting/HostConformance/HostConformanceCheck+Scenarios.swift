import Foundation
@_spi(Testing) import Tessera

// MARK: - The checks

extension HostConformanceCheck {
    /// Every check, in the order the suite runs them.
    static var all: [HostConformanceCheck] {
        HostConformanceScenario.allCases.map(check)
    }

    /// The check of a scenario.
    static func check(_ scenario: HostConformanceScenario) -> HostConformanceCheck {
        switch scenario {
        case .firstApplyBeforeLayout: firstApplyBeforeLayout
        case .applyDuringApply: applyDuringApply
        case .applyFromCellProvider: applyFromCellProvider
        case .applyDuringAnimation: applyDuringAnimation
        case .throwingProvider: throwingProvider
        case .shrinkingSections: shrinkingSections
        case .sameNamedTypes: sameNamedTypes
        case .zeroHeightHost: zeroHeightHost
        case .contentInsets: contentInsets
        }
    }

    /// Full-width rows of 44 pt.
    static func rows() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    static func snapshot(_ counts: [Int], first: Int = 0) -> Snapshot<Int, Int> {
        var snapshot = Snapshot<Int, Int>()
        var next = first
        for (section, count) in counts.enumerated() {
            try? snapshot.appendSections([section])
            try? snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        return snapshot
    }

    /// A data source of items shown by the host's base cell class.
    static func dataSource(on host: Host, provider: ((Int) throws -> Void)? = nil) -> CollectionViewDiffableDataSource<
        Int, Int
    > {
        let registration = CellRegistration<Host.Cell, Int> { _, _, _ in }
        return CollectionViewDiffableDataSource<Int, Int>(collectionView: host) { host, indexPath, item in
            let cell = try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            try provider?(item)
            return cell
        }
    }

    static var firstApplyBeforeLayout: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .firstApplyBeforeLayout,
            rule: "a host loads its counts lazily: the first update reloads, later ones are valid batch updates"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost()
            host.driven.setLayout(rows(), animated: false)
            let dataSource = dataSource(on: host)
            // Nothing laid out yet: a batch update would read the counts after the change.
            dataSource.apply(snapshot([3, 10, 10]), animatingDifferences: true)
            await context.settle(host)
            try context.expect(
                host.driven.itemCounts == [3, 10, 10],
                "the host shows \(host.driven.itemCounts) after the first apply, not [3, 10, 10]")
            try context.expect(
                dataSource.updater.lastPlan?.reloadReason == .firstUpdate,
                "the first apply was \(String(describing: dataSource.updater.lastPlan)), not a reload")
            var next = snapshot([3, 10, 10])
            next.deleteItems([0, 5, 13])
            try? next.appendItems([100, 101], toSection: 2)
            dataSource.apply(next, animatingDifferences: true)
            await context.settle(host)
            try context.expect(
                host.driven.itemCounts == [2, 9, 11],
                "the host shows \(host.driven.itemCounts) after the second apply, not [2, 9, 11]")
            try context.expect(
                dataSource.updater.lastPlan?.strategy == .animatedBatchUpdates,
                "the second apply was \(String(describing: dataSource.updater.lastPlan)), not a batch update")
        }
    }

    static var applyDuringApply: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .applyDuringApply,
            rule:
                "an apply from a completion or from a cell provider is queued until the update in flight is shown; completions run in order, once"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost()
            host.driven.setLayout(rows(), animated: false)
            var order: [String] = []
            var fromProvider = false
            weak var weakSource: CollectionViewDiffableDataSource<Int, Int>?
            let dataSource = dataSource(on: host) { item in
                // The provider of item 20 (shown by the second snapshot) applies a third one.
                guard item == 20, !fromProvider, let source = weakSource else { return }
                fromProvider = true
                source.apply(snapshot([2], first: 30), animatingDifferences: false) { order.append("third") }
            }
            weakSource = dataSource
            dataSource.apply(snapshot([5]), animatingDifferences: false)
            await context.settle(host)
            dataSource.apply(snapshot([5], first: 10), animatingDifferences: true) {
                order.append("first")
                dataSource.apply(snapshot([4], first: 20), animatingDifferences: true) { order.append("second") }
                order.append("after")
            }
            await context.settle(host)
            await context.settle(host)
            try context.expect(order == ["first", "after", "second", "third"], "completions ran as \(order)")
            try context.expect(
                host.driven.itemCounts == [2], "the host shows \(host.driven.itemCounts), not the last snapshot's [2]")
            try context.expect(
                dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 31,
                "the data source shows \(String(describing: dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)))) at [0, 1], not 31"
            )
        }
    }

    static var applyFromCellProvider: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .applyFromCellProvider,
            rule:
                "a data source call must not change the collection view: an apply from a cell provider during scrolling is performed after the layout pass"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost()
            host.driven.setLayout(rows(), animated: false)
            var applied = false
            weak var weakSource: CollectionViewDiffableDataSource<Int, Int>?
            let dataSource = dataSource(on: host) { item in
                guard item == 25, !applied, let source = weakSource else { return }
                applied = true
                source.apply(snapshot([10], first: 100), animatingDifferences: true)
            }
            weakSource = dataSource
            dataSource.apply(snapshot([30]), animatingDifferences: false)
            await context.settle(host)
            // Item 25 comes into view: its provider applies a new snapshot.
            host.contentOffset = CGPoint(x: 0, y: 30 * 44 - 600)
            await context.settle(host)
            await context.settle(host)
            try context.expect(applied, "item 25 was never asked for")
            try context.expect(
                host.driven.itemCounts == [10],
                "the host shows \(host.driven.itemCounts), not the provider's snapshot [10]")
        }
    }

    static var applyDuringAnimation: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .applyDuringAnimation,
            rule:
                "an apply made while an animated update is in flight waits for it; the view never shows an intermediate state out of order"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost()
            host.driven.setLayout(rows(), animated: false)
            let dataSource = dataSource(on: host)
            dataSource.apply(snapshot([3]), animatingDifferences: false)
            await context.settle(host)
            var completions: [Int] = []
            dataSource.apply(snapshot([6]), animatingDifferences: true) { completions.append(1) }
            dataSource.apply(snapshot([2], first: 40), animatingDifferences: true) { completions.append(2) }
            dataSource.apply(snapshot([4], first: 50), animatingDifferences: true) { completions.append(3) }
            await context.settle(host)
            await context.settle(host)
            try context.expect(completions == [1, 2, 3], "completions ran as \(completions), not [1, 2, 3]")
            try context.expect(host.driven.itemCounts == [4], "the host shows \(host.driven.itemCounts), not [4]")
            try context.expect(
                dataSource.snapshot() == snapshot([4], first: 50),
                "the data source's snapshot is not the last one applied")
        }
    }

    static var throwingProvider: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .throwingProvider,
            rule:
                "exactly one view is dequeued and returned per request: a provider that throws after dequeuing gets that view back, never a second one"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost()
            host.driven.setLayout(rows(), animated: false)
            let dataSource = dataSource(on: host) { item in
                if item == 2 { throw ConformanceProviderError(item: item) }
            }
            let failures = await context.expectFailures {
                dataSource.apply(snapshot([5]), animatingDifferences: false, completion: nil)
                await context.settle(host)
            }
            try context.expect(
                failures.count == 1,
                "the throwing provider was reported \(failures.count) times: \(failures.map(\.message))")
            try context.expect(
                host.cellForItem(at: IndexPath(item: 2, section: 0)) != nil,
                "the item whose provider threw shows no cell")
            try context.expect(
                host.indexPathsForVisibleItems.count == 5,
                "the host shows \(host.indexPathsForVisibleItems.count) cells, not 5")
        }
    }

    static var shrinkingSections: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .shrinkingSections,
            rule:
                "a layout that changes with the data is solved once, for the new counts: no setLayout or reloadData inside an updates block"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost()
            let controller = SectionController(collectionView: host)
            let sections = (0..<3).map { ConformanceSection<Host.Cell>(rows: 4 + $0) }
            controller.set(sections: sections)
            await context.settle(host)
            try context.expect(
                host.driven.itemCounts == [4, 5, 6], "the host shows \(host.driven.itemCounts), not [4, 5, 6]")
            controller.set(sections: [ConformanceSection<Host.Cell>(rows: 2)])
            await context.settle(host)
            try context.expect(
                host.driven.itemCounts == [2], "after shrinking, the host shows \(host.driven.itemCounts), not [2]")
            controller.set(
                sections: [ConformanceSection<Host.Cell>(rows: 3), ConformanceSection<Host.Cell>(rows: 1)], append: true
            )
            await context.settle(host)
            try context.expect(
                host.driven.itemCounts == [2, 3, 1],
                "after appending, the host shows \(host.driven.itemCounts), not [2, 3, 1]")
            try context.expect(
                host.driven.itemFrame(at: IndexPath(item: 0, section: 2)) != nil, "the appended section has no layout")
            withExtendedLifetime(controller) {}
        }
    }

    static var sameNamedTypes: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .sameNamedTypes,
            rule: "reuse identifiers identify types: two cell types named alike in different scopes never share one"
        ) { context throws(HostConformanceFailure) in
            let (first, second): (AnyClass, AnyClass) = context.configuration.sameNamedCellClasses
            let identifiers = (defaultReuseIdentifier(for: first), defaultReuseIdentifier(for: second))
            try context.expect(identifiers.0 != identifiers.1, "both types have the reuse identifier \(identifiers.0)")
            let host = context.makeHost()
            host.driven.setLayout(rows(), animated: false)
            host.registerCell(first, reuseIdentifier: identifiers.0)
            host.registerCell(second, reuseIdentifier: identifiers.1)
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: host) { host, indexPath, item in
                try host.dequeueReusableCell(
                    withReuseIdentifier: item.isMultiple(of: 2) ? identifiers.0 : identifiers.1, for: indexPath)
            }
            dataSource.apply(snapshot([4]), animatingDifferences: false)
            await context.settle(host)
            for item in 0..<4 {
                let cell = host.cellForItem(at: IndexPath(item: item, section: 0))
                let expected: AnyClass = item.isMultiple(of: 2) ? first : second
                try context.expect(
                    cell.map { type(of: $0) == expected } == true,
                    "item \(item) shows \(cell.map { "\(type(of: $0))" } ?? "no cell"), not \(expected)")
            }
        }
    }

    static var zeroHeightHost: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .zeroHeightHost,
            rule:
                "a host of zero height with a width is laid out (its content size is what it needs) and asks for no cell"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost(height: 0)
            host.driven.setLayout(rows(), animated: false)
            var requests = 0
            let dataSource = dataSource(on: host) { _ in requests += 1 }
            dataSource.apply(snapshot([10]), animatingDifferences: true)
            await context.settle(host)
            try context.expect(
                host.contentSize.height == 440, "the content size is \(host.contentSize), not 440 pt tall")
            try context.expect(requests == 0, "\(requests) cells were requested for a view of zero height")
        }
    }

    static var contentInsets: HostConformanceCheck {
        HostConformanceCheck(
            scenario: .contentInsets,
            rule: "content insets narrow the layout container across the scrolling axis and move scroll-to-item targets"
        ) { context throws(HostConformanceFailure) in
            let host = context.makeHost()
            host.driven.setLayout(rows(), animated: false)
            host.driven.setContentInset(DirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 10))
            let dataSource = dataSource(on: host)
            dataSource.apply(snapshot([30]), animatingDifferences: false)
            await context.settle(host)
            let frame = host.driven.itemFrame(at: IndexPath(item: 0, section: 0))
            try context.expect(
                frame?.width == 370,
                "a full-width item is \(frame.map { "\($0.width)" } ?? "not laid out") pt wide with 10 pt insets on each side, not 370"
            )
            host.driven.scrollItemToTop(IndexPath(item: 10, section: 0))
            await context.settle(host)
            try context.expect(
                host.contentOffset.y == 440 - 20,
                "scrolling item 10 to the top sets the offset to \(host.contentOffset.y), not 420 (its top under the 20 pt inset)"
            )
        }
    }
}

// MARK: - Fixtures

/// What the throwing provider of the conformance suite throws.
struct ConformanceProviderError: Error {
    var item: Int
}

/// A section of `rows` cells of the host's base class, in one list.
@MainActor
final class ConformanceSection<Cell: AnyObject>: BaseSection {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
    }

    var numberOfElements: Int { rows }

    func registrate(collectionView: any CollectionViewHost) {
        collectionView.registerCell(Cell.self, reuseIdentifier: Self.identifier)
    }

    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        try collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
    }

    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func section() -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }

    func select(row: Int) {}

    private static var identifier: String { "Tessera.ConformanceSection" }
}

extension CollectionViewHost {
    /// The host as Tessera drives it. The suite runs on Tessera's hosts; a type of the app's own
    /// (reported) stands for an empty headless host, on which the checks fail.
    fileprivate var driven: any CollectionViewHosting { drivenHostingOrDetached(for: "HostConformanceSuite") }
}

extension CollectionViewHosting {
    /// Scrolls with the host's own `scrollToItem(at:at:animated:)`, the item at the top.
    fileprivate func scrollItemToTop(_ indexPath: IndexPath) {
        scrollToItem(at: indexPath, at: Self.scrollPosition(.top), animated: false)
    }
}
