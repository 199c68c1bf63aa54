import Foundation
import Tessera
import TesseraFuzzHarness
import TesseraTesting

// MARK: - Operations

extension OperationInterpreter {
    /// The operations, by the byte that selects them.
    enum Operation: UInt8, CaseIterable {
        case newDataSource, newAdapter, applySnapshot, applyOutline, expandOrCollapse, editAdapter
        case newLayout, resize, changeTraits, scroll, drive, reorder, armCallback, releaseView
        case finishAnimations, loadMore, harnessSystem
    }

    /// The operations on the systems an app builds from parts: slices of a list adapter, the screen
    /// builder, typed sections. Chosen by the bytes above those of ``Operation`` (so that the seed
    /// corpus keeps its meaning).
    enum SystemOperation: UInt8, CaseIterable {
        case slice, screen, typedSections
    }

    /// The first byte that selects a ``SystemOperation``.
    static let firstSystemByte = UInt8(256 - 6 * SystemOperation.allCases.count)

    func step(_ input: inout FuzzInput) {
        let byte = input.byte()
        if byte >= Self.firstSystemByte {
            let operation = SystemOperation.allCases[Int(byte - Self.firstSystemByte) % SystemOperation.allCases.count]
            lastOperation = "\(operation)"
            trace?(lastOperation)
            switch operation {
            case .slice: editSlice(&input)
            case .screen: applyScreen(&input)
            case .typedSections: setTypedSections(&input)
            }
            return
        }
        let operation = Operation.allCases[Int(byte) % Operation.allCases.count]
        lastOperation = "\(operation)"
        trace?(lastOperation)
        switch operation {
        case .newDataSource: makeDataSource(&input)
        case .newAdapter: makeAdapter(&input)
        case .applySnapshot: applySnapshot(&input)
        case .applyOutline: applyOutline(&input)
        case .expandOrCollapse:
            guard let dataSource, let item = dataSource.snapshot().itemIdentifiers.randomElement(using: &input) else {
                return
            }
            dataSource.setExpanded(input.bool(), item: item, animatingDifferences: input.bool())
        case .editAdapter: editAdapter(&input)
        case .newLayout: view?.setLayout(layout(&input), animated: input.bool())
        case .resize:
            view?.frame = CGRect(
                x: 0, y: 0, width: input.length(ordinary: 0...1200), height: input.length(ordinary: 0...1200))
        case .changeTraits:
            view?.preferredContentSizeCategory = input.pick(ContentSizeCategory.allCases)
            view?.layoutDirection = input.bool() ? .rightToLeft : .leftToRight
            if input.byte() < 40 { view?.displayScale = input.pick(FuzzInput.hostileNumbers) }
        case .scroll:
            view?.contentOffset = CGPoint(
                x: 0,
                y: input.byte() < 220 ? CGFloat(input.int(in: -200...20_000)) : input.pick(FuzzInput.hostileNumbers))
            view?.layoutIfNeeded()
        case .drive: drive(&input)
        case .reorder: reorder(&input)
        case .armCallback: armCallback(&input)
        case .releaseView: releaseView()
        case .finishAnimations:
            view?.finishAnimations()
            view?.layoutIfNeeded()
        case .loadMore: setLoadMore(&input)
        case .harnessSystem:
            // The hand-written systems of the seeded harness, from a seed these bytes give.
            let system = input.pick(FuzzHarness.System.allCases)
            let seed = UInt64(input.byte()) << 8 | UInt64(input.byte())
            let operations = 1 + Int(input.byte() % 8)
            trace?("  \(system) from seed \(seed), \(operations) operations")
            let report = FuzzHarness(seed: seed, systems: [system]).run(operations: operations)
            if let failure = report.failureMessages.first { recordFailure("\(system) from seed \(seed): \(failure)") }
        }
    }

    // MARK: Owners

    private func makeView(_ input: inout FuzzInput) -> HeadlessCollectionView {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: CGFloat(input.int(in: 1...800)), height: CGFloat(input.int(in: 1...900))),
            collectionViewLayout: TestLayouts.rows())
        view.completesAnimationsImmediately = input.bool()
        trace?("  view \(view.frame.size), completes animations immediately: \(view.completesAnimationsImmediately)")
        let delegate = ReentrantDelegate(reentry: reentry)
        view.forwardingDelegate = delegate
        delegates.append(delegate)
        return view
    }

    func makeView(reusing input: inout FuzzInput) -> HeadlessCollectionView {
        let view = self.view ?? makeView(&input)
        self.view = view
        dataSource = nil
        adapter = nil
        slices = []
        screen = nil
        sections = nil
        return view
    }

    func makeDataSource(_ input: inout FuzzInput) {
        let view = makeView(reusing: &input)
        let reentry = self.reentry
        let registration = CellRegistration<TextCell, Int> { cell, _, item in
            cell.text = "\(item)"
            reentry.fire(from: "a cell provider")
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { _ in reentry.fire(from: "willExpandItem") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { _ in reentry.fire(from: "willCollapseItem") }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { _ in reentry.fire(from: "didReorder") }
        if input.bool() { dataSource.emptyView = TextCell() }
        self.dataSource = dataSource
    }

    func makeAdapter(_ input: inout FuzzInput) {
        let view = makeView(reusing: &input)
        let mode: ListItemSizeMode = input.pick([.calculated, .automatic(estimated: 44), .fixed(height: 30)])
        let adapter = ListAdapter<HostileCell>(heightMode: mode)
        trace?("  adapter \(mode)")
        adapter.setup(collectionView: view)
        HostileCell.onCalculate = { [reentry] in reentry.fire(from: "calculateHeight") }
        // The app's handlers of the user's events and the cells' display: callbacks that re-enter.
        let reentry = self.reentry
        adapter.onWillDisplayCell = { _, _ in reentry.fire(from: "onWillDisplayCell") }
        adapter.onDidEndDisplayingCell = { _, _ in reentry.fire(from: "onDidEndDisplayingCell") }
        adapter.onSelectItem = { _ in reentry.fire(from: "onSelectItem") }
        adapter.onDeselectItem = { _ in reentry.fire(from: "onDeselectItem") }
        adapter.onDidScroll = { _ in reentry.fire(from: "onDidScroll") }
        adapter.onWillBeginDragging = { reentry.fire(from: "onWillBeginDragging") }
        adapter.onDidEndDragging = { _ in reentry.fire(from: "onDidEndDragging") }
        adapter.onDidEndDecelerating = { reentry.fire(from: "onDidEndDecelerating") }
        adapter.onDidEndScrollingAnimation = { reentry.fire(from: "onDidEndScrollingAnimation") }
        adapter.onReorderIndexes = { _, _ in reentry.fire(from: "onReorderIndexes") }
        adapter.onWillBeginReorder = { _ in reentry.fire(from: "onWillBeginReorder") }
        adapter.onReorderEnter = { reentry.fire(from: "onReorderEnter") }
        adapter.onReorderExit = { reentry.fire(from: "onReorderExit") }
        self.adapter = adapter
        adapter.reload(items: models(&input))
    }

    func models(_ input: inout FuzzInput) -> [HostileCell.Model] {
        let models = (0..<input.int(in: 0...40)).map { _ in
            nextItem += 1
            return HostileCell.Model(
                id: nextItem, text: "m\(nextItem)", height: input.length(),
                measuredHeight: input.byte() < 60 ? input.length() : nil)
        }
        trace?("  models \(models.map { "\($0.id): \($0.height)/\($0.measuredHeight.map { "\($0)" } ?? "-")" })")
        return models
    }

    // MARK: Data changes

    func applySnapshot(_ input: inout FuzzInput) {
        guard let dataSource else { return makeDataSource(&input) }
        var snapshot = dataSource.snapshot()
        if snapshot.numberOfSections == 0 || input.byte() < 30 {
            try? snapshot.appendSections([snapshot.numberOfSections])
        }
        for _ in 0..<input.int(in: 0...6) {
            let items = snapshot.itemIdentifiers
            switch input.byte() % 5 {
            case 0:
                let new = (0..<input.int(in: 1...30)).map { _ in
                    nextItem += 1; return nextItem
                }
                if let section = snapshot.sectionIdentifiers.randomElement(using: &input) {
                    try? snapshot.appendItems(new, toSection: section)
                }
            case 1: snapshot.deleteItems(Array(items.prefix(input.int(in: 0...10))))
            case 2:
                if let a = items.randomElement(using: &input), let b = items.randomElement(using: &input), a != b {
                    try? snapshot.moveItem(a, afterItem: b)
                }
            case 3: try? snapshot.reconfigureItems(Array(items.suffix(input.int(in: 0...5))))
            default: try? snapshot.appendSections([snapshot.numberOfSections + input.int(in: 0...3)])
            }
        }
        if input.bool() {
            dataSource.apply(snapshot, animatingDifferences: input.bool(), completion: completion())
        } else {
            dataSource.applySnapshotUsingReloadData(snapshot, completion: completion())
        }
    }

    func applyOutline(_ input: inout FuzzInput) {
        guard let dataSource else { return makeDataSource(&input) }
        var outline = SectionSnapshot<Int>()
        var parents: [Int] = []
        for _ in 0..<input.int(in: 1...12) {
            nextItem += 1
            try? outline.append([nextItem], to: input.bool() ? parents.randomElement(using: &input) : nil)
            parents.append(nextItem)
        }
        if input.bool() { try? outline.expand(Array(parents.prefix(input.int(in: 0...4)))) }
        try? dataSource.apply(
            outline, to: input.int(in: 0...2), animatingDifferences: input.bool(), completion: completion())
    }

    func editAdapter(_ input: inout FuzzInput) {
        guard let adapter else { return makeAdapter(&input) }
        let count = adapter.count
        let choice = input.byte()
        if choice >= 240 {
            // A header, of a model or a view, or none (the bytes below 240 keep the corpus's meaning).
            switch choice % 3 {
            case 0: adapter.setHeader(model: models(&input).first)
            case 1: adapter.setHeader(TextCell())
            default: adapter.setHeader(nil)
            }
            return
        }
        switch choice % 6 {
        case 0: try? adapter.insertItems(models(&input), at: input.index(near: count))
        case 1: try? adapter.deleteItems(at: (0..<input.int(in: 0...4)).map { _ in input.index(near: count) })
        case 2: try? adapter.moveItem(at: input.index(near: count), to: input.index(near: count))
        case 3: adapter.reload(items: models(&input))
        case 4:
            if let model = models(&input).first { try? adapter.updateItem(model, at: input.index(near: count)) }
        default: adapter.appendItems(models(&input))
        }
    }

    // MARK: Layouts

    /// A layout whose code re-enters Tessera, hands back hostile frames or measures itself.
    func layout(_ input: inout FuzzInput) -> any CollectionLayout {
        let reentry = self.reentry
        let height = input.length()
        let estimated = input.bool()
        let row = LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(44) : .absolute(44))
        let kind = input.byte() % 5
        trace?("  layout \(kind), height \(height), estimated \(estimated)")
        switch kind {
        case 0: return TestLayouts.rows(height: max(1, height.isFinite ? min(height, 1000) : 44))
        case 1: return TestLayouts.selfSizingRows()
        case 2:
            return CompositionalLayout(mainActorSectionProvider: { index, _ in
                reentry.fire(from: "a section provider")
                return index % 2 == 0
                    ? LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])) : nil
            })
        case 3:
            let frames = (0..<input.int(in: 0...4)).map { _ in
                LayoutGroupCustomItem(
                    frame: CGRect(
                        x: 0, y: input.length(ordinary: 0...100), width: input.length(), height: input.length()))
            }
            let group = LayoutGroup.custom(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
            ) { _ in
                MainActor.assumeIsolated { reentry.fire(from: "a custom group's item provider") }
                return frames
            }
            return CompositionalLayout(section: LayoutSection(group: group))
        default: return TestLayouts.rowsAndBand()
        }
    }

    // MARK: Users

    func drive(_ input: inout FuzzInput) {
        guard let view else { return }
        let driver = CollectionViewDriver(view)
        let choice = input.byte()
        if choice >= 200 {
            // The user's touches, at any index path, shown or not (the bytes below 200 keep the
            // seed corpus's meaning).
            let indexPath = IndexPath(item: input.int(in: -1...40), section: input.int(in: -1...3))
            let other = IndexPath(item: input.int(in: -1...40), section: input.int(in: -1...3))
            let edge: SwipeActionEdge = input.bool() ? .leading : .trailing
            switch choice % 8 {
            case 0: try? driver.tap(itemAt: indexPath)
            case 1: _ = try? driver.tap(itemShowing: "\(input.int(in: 0...nextItem))")
            case 2: _ = try? driver.dragItem(at: indexPath, to: other)
            case 3: _ = try? driver.swipeActionTitles(itemAt: indexPath, from: edge)
            case 4: _ = try? driver.swipe(itemAt: indexPath, from: edge, choosing: "Delete")
            case 5: _ = try? driver.fullSwipe(itemAt: indexPath, from: edge)
            case 6: _ = driver.indexPathForVisibleItem(showing: "\(input.int(in: 0...nextItem))")
            default: _ = driver.visibleTexts
            }
            return
        }
        switch choice % 5 {
        case 0: driver.scrollToBottom()
        case 1: driver.scrollToTop()
        case 2:
            driver.scroll(
                by: input.byte() < 200 ? CGFloat(input.int(in: -3000...3000)) : input.pick(FuzzInput.hostileNumbers))
        case 3:
            _ = try? driver.scroll(untilVisible: "m\(input.int(in: 0...nextItem))", maximumDrags: input.int(in: 0...50))
        default: try? driver.settle(maximumRounds: input.int(in: 1...20))
        }
    }

    func reorder(_ input: inout FuzzInput) {
        guard let view else { return }
        var press = ReorderGesture()
        let point = { (input: inout FuzzInput) in
            CGPoint(x: CGFloat(input.int(in: 0...400)), y: CGFloat(input.int(in: 0...3000)))
        }
        press.handle(.began(at: point(&input)), on: view, delegate: view.delegate)
        press.handle(.changed(to: point(&input)), on: view, delegate: view.delegate)
        press.handle(input.bool() ? .ended : .cancelled, on: view, delegate: view.delegate)
        view.layoutIfNeeded()
    }

    /// The most pages a load-more handler the operations set appends.
    static let pagesPerLoadMoreHandler = 16

    func setLoadMore(_ input: inout FuzzInput) {
        guard let adapter else { return }
        adapter.loadMoreThreshold = input.bool() ? .items(input.int(in: -1...10)) : .points(input.length())
        let reentry = self.reentry
        let behaviour = input.byte() % 4
        trace?("  load more at \(adapter.loadMoreThreshold), behaviour \(behaviour)")
        let page = models(&input)
        // An app's pages run out: with a threshold of a million points, a handler that always had
        // a page would load until the content reached a million points past the view, more pages
        // than settling runs rounds.
        var pagesLeft = Self.pagesPerLoadMoreHandler
        adapter.onLoadMore =
            behaviour == 0
            ? nil
            : { [weak adapter] in
                reentry.fire(from: "onLoadMore")
                switch behaviour {
                case 1:
                    guard pagesLeft > 0 else { return }
                    pagesLeft -= 1
                    adapter?.appendItems(page)
                case 2:
                    adapter?.resetLoadMore()
                    adapter?.reload(items: adapter?.items ?? [])
                default: adapter?.resetLoadMore()
                }
            }
    }

    func releaseView() {
        view = nil
        dataSource = nil
        adapter = nil
        slices = []
        screen = nil
        sections = nil
    }

    // MARK: Re-entering

    /// Arms an action that the next closure Tessera calls runs.
    func armCallback(_ input: inout FuzzInput) {
        let choice = input.byte() % 8
        var nested = FuzzInput((0..<16).map { _ in input.byte() })
        reentry.arm("\(choice)") { [weak self] in
            guard let self else { return }
            self.trace?("  re-entering: \(choice)")
            switch choice {
            case 0: if self.dataSource != nil { self.applySnapshot(&nested) }
            case 1: self.view?.setLayout(self.layout(&nested), animated: false)
            case 2: self.view?.contentOffset.y = CGFloat(nested.int(in: 0...5000))
            case 3:
                self.view?.frame.size.width = nested.length(ordinary: 0...900)
                self.trace?("  width \(self.view?.frame.size.width ?? -1)")
            case 4: self.releaseView()
            case 5: self.view?.reloadData()
            case 6: if self.adapter != nil { self.editAdapter(&nested) }
            default: self.view?.finishAnimations()
            }
        }
    }
}

extension Array {
    /// An element chosen by the input, or `nil` for an empty array.
    func randomElement(using input: inout FuzzInput) -> Element? {
        isEmpty ? nil : self[input.int(in: 0...count - 1)]
    }
}
