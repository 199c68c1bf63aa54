import Foundation

// MARK: - Registering and dequeuing

extension HeadlessCollectionView {
    static let cellKind = "UICollectionElementKindCell"

    /// Registers a ``HeadlessCell`` subclass for a reuse identifier; `nil` unregisters it.
    /// Mirrors `register(_:forCellWithReuseIdentifier:)`. A class that is not a ``HeadlessCell``,
    /// or a second class under an identifier already taken by another one, is reported (the later
    /// registration replaces the earlier, as in UIKit).
    @_spi(ProtocolWitness) public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        lastCellReuse = nil
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? HeadlessCell.Type else {
            report(
                CollectionViewError(
                    .invalidView,
                    "cannot register \(cellClass) for cells with identifier \(identifier): a headless collection view's cells are HeadlessCell subclasses"
                ))
            return
        }
        checkRegistration(of: cellClass, kind: Self.cellKind, identifier: identifier)
        cellClasses[identifier] = type
    }

    /// Registers a ``HeadlessReusableView`` subclass for supplementary views of a kind. Mirrors
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    @_spi(ProtocolWitness) public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? HeadlessReusableView.Type else {
            report(
                CollectionViewError(
                    .invalidView,
                    "cannot register \(viewClass) for supplementary views of kind \(elementKind): a headless collection view's views are HeadlessReusableView subclasses"
                ))
            return
        }
        checkRegistration(of: viewClass, kind: elementKind, identifier: identifier)
        supplementaryClasses[key] = type
    }

    /// A cell from the reuse queue (prepared for reuse) or a new one: the host's own dequeue,
    /// which ``CollectionViewHost/dequeueReusableCell(withReuseIdentifier:for:)`` calls. Mirrors
    /// UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// - Throws: ``CollectionViewError`` with UIKit's message when the identifier is not
    ///   registered.
    package func hostDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws
        -> HeadlessCell
    {
        let reuse = try cellReuse(for: identifier)
        let type = reuse.cellClass
        let cell: HeadlessCell
        // A cell on screen when it is the one being reconfigured: the attributes applied below are
        // not the pass's.
        var isOnScreen = false
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            cell = reconfiguring.cell
            isOnScreen = true
        } else if let reused = reuse.queue.cells.popLast() {
            reused.recycle()
            cell = reused
        } else {
            cell = type.init()
            cell.reuseIdentifier = identifier
        }
        cell.configurationCount += 1
        // UIKit applies the item's layout attributes before returning the cell, so that its
        // registration sees them (a list cell's default background follows its section). Asked
        // by the visible-element pass, they are its element while the layout state is the one it
        // queried and the section's cells look up alone (the lookup would answer the same).
        if let hand = elementAtHand, hand.looksUpAlone, hand.changes == layoutStateChanges, indexPath.count == 2,
            hand.section == indexPath[0], hand.item == indexPath[1], hand.position < lastVisibleElements.count
        {
            apply(lastVisibleElements[hand.position], toDequeued: cell, onScreen: isOnScreen)
        } else if let attributes = layoutState.solution?.attributesForItem(at: indexPath) {
            apply(attributes, toDequeued: cell, onScreen: isOnScreen)
        }
        recordDequeue(cell, key: .cell(indexPath))
        return cell
    }

    /// Applies attributes to a dequeued cell: outside the pass when the cell is `onScreen`.
    private func apply(_ attributes: LayoutAttributes, toDequeued cell: HeadlessCell, onScreen: Bool) {
        if onScreen {
            applyOutsideThePass(attributes, to: cell)
        } else {
            cell.apply(attributes)
        }
    }

    /// The class registered for a cell identifier and its reuse queue (made on first use).
    ///
    /// - Throws: ``CollectionViewError`` with UIKit's message when the identifier is not
    ///   registered.
    private func cellReuse(for identifier: String) throws(CollectionViewError) -> (
        cellClass: HeadlessCell.Type, queue: CellReuseQueue
    ) {
        if let last = lastCellReuse, last.identifier == identifier { return (last.cellClass, last.queue) }
        guard let type = cellClasses[identifier] else {
            throw CollectionViewError.unregistered(cell: identifier)
        }
        let queue = reusableQueue(for: identifier)
        lastCellReuse = (identifier, type, queue)
        return (type, queue)
    }

    /// The reuse queue of a cell identifier, made on first use.
    private func reusableQueue(for identifier: String) -> CellReuseQueue {
        if let last = lastCellReuse, last.identifier == identifier { return last.queue }
        if let queue = reusableCells[identifier] { return queue }
        let queue = CellReuseQueue()
        reusableCells[identifier] = queue
        return queue
    }

    /// A supplementary view from the reuse queue or a new one: the host's own dequeue. Mirrors
    /// UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    ///
    /// - Throws: ``CollectionViewError`` with UIKit's message when the kind and identifier are not
    ///   registered.
    package func hostDequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> HeadlessReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let type = supplementaryClasses[key] else {
            throw CollectionViewError.unregistered(supplementary: elementKind, identifier: identifier)
        }
        let view: HeadlessReusableView
        if let reused = reusableSupplementaries[key]?.popLast() {
            reused.recycle()
            view = reused
        } else {
            view = type.init()
            view.reuseIdentifier = identifier
        }
        recordDequeue(view, key: .supplementary(elementKind, indexPath))
        return view
    }

    /// An empty cell for an item whose data source failed.
    package func dequeueFallbackCell(for indexPath: IndexPath) -> HeadlessCell {
        if cellClasses[Self.fallbackIdentifier] == nil {
            register(HeadlessCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
        }
        let cell =
            (try? hostDequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath))
            ?? HeadlessCell()
        return cell
    }

    /// An empty supplementary view for an element whose data source failed or gave none.
    package func dequeueFallbackSupplementaryView(ofKind elementKind: String, for indexPath: IndexPath)
        -> HeadlessReusableView
    {
        if supplementaryClasses[Self.supplementaryKey(elementKind, Self.fallbackIdentifier)] == nil {
            register(
                HeadlessReusableView.self, forSupplementaryViewOfKind: elementKind,
                withReuseIdentifier: Self.fallbackIdentifier)
        }
        return
            (try? hostDequeueReusableSupplementaryView(
                ofKind: elementKind, withReuseIdentifier: Self.fallbackIdentifier, for: indexPath))
            ?? HeadlessReusableView()
    }

    static let fallbackIdentifier = "Tessera.Fallback"

    /// The number of cells waiting in the reuse queue of an identifier.
    package func reusableCellCount(withReuseIdentifier identifier: String) -> Int {
        reusableCells[identifier]?.cells.count ?? 0
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
        "\(kind)|\(identifier)"
    }

    /// Puts a cell back in its reuse queue.
    func enqueue(_ cell: HeadlessCell) {
        cell.isSelected = false
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        reusableQueue(for: identifier).cells.append(cell)
    }

    func enqueue(_ view: HeadlessReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        reusableSupplementaries[Self.supplementaryKey(kind, identifier), default: []].append(view)
    }

    /// Reports a class registered under a reuse identifier that another class already has.
    private func checkRegistration(of viewClass: AnyClass, kind: String, identifier: String) {
        guard let previous = hostContext.recordRegistration(of: viewClass, kind: kind, identifier: identifier) else {
            return
        }
        report(.conflictingRegistration(kind: kind, identifier: identifier, previous: previous, new: viewClass))
    }

    // MARK: Asking the data source

    /// Remembers a view dequeued while no request is served. One dequeued during a request is
    /// recorded once, by the host context: app code reaches this dequeue only through
    /// ``CollectionViewHosting/recordedCell(withReuseIdentifier:for:context:)`` and
    /// ``CollectionViewHosting/recordedSupplementaryView(ofKind:withReuseIdentifier:for:)``, which
    /// record it there; the host's own fallback view is added by ``requestCell(at:)``.
    private func recordDequeue(_ view: HeadlessReusableView, key: LayoutElementKey) {
        if request == nil { strayDequeues.append(key) }
    }

    /// Asks the data source for a cell through Tessera's request handling (a provider that fails
    /// gets an empty cell, never a second dequeue), then checks UIKit's rules: exactly one view
    /// dequeued, for this index path, and returned; no change of the counts meanwhile.
    func requestCell(at indexPath: IndexPath) -> HeadlessCell? {
        guard let dataSource else { return nil }
        let key = LayoutElementKey.cell(indexPath)
        let counts = countsAround(indexPath, in: dataSource)
        request = HostRequest(key: key)
        let served = servedCell(at: indexPath, from: dataSource, context: hostContext)
        request = nil
        checkRequest(
            key, returned: served.cell, served: served.request, isFallback: served.isFallback, countsBefore: counts)
        return served.cell
    }

    /// Asks the data source for a supplementary view, as ``requestCell(at:)`` does for cells.
    func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> HeadlessReusableView? {
        guard let dataSource else { return nil }
        let key = LayoutElementKey.supplementary(kind, indexPath)
        let counts = countsAround(indexPath, in: dataSource)
        request = HostRequest(key: key)
        let served = servedSupplementaryView(ofKind: kind, at: indexPath, from: dataSource, context: hostContext)
        request = nil
        checkRequest(
            key, returned: served.view, served: served.request, isFallback: served.isFallback, countsBefore: counts)
        return served.view
    }

    /// The data source's number of sections and of items in the section of `indexPath`.
    private func countsAround(_ indexPath: IndexPath) -> (sections: Int, items: Int) {
        guard let dataSource else { return (0, 0) }
        return countsAround(indexPath, in: dataSource)
    }

    /// `dataSource`'s number of sections and of items in the section of `indexPath`: before a
    /// request, of the data source just asked for (the one after it is asked for again: the
    /// provider may have set another).
    private func countsAround(
        _ indexPath: IndexPath, in dataSource: any CollectionViewDataSource
    ) -> (sections: Int, items: Int) {
        let sections = dataSource.numberOfSections(in: self)
        let section = indexPath.first ?? 0
        return (sections, section < sections ? dataSource.collectionView(self, numberOfItemsInSection: section) : 0)
    }

    /// UIKit's rules for one request (iOS 18 raises on the first two).
    ///
    /// `served` holds the views the data source dequeued through Tessera (the host context's
    /// record); `isFallback` says that `returned` is the host's fallback view, dequeued after them
    /// for the element asked for, which then counts as dequeued last (a view made without a
    /// dequeue, which has no reuse identifier, does not).
    private func checkRequest(
        _ key: LayoutElementKey, returned: HeadlessReusableView, served: consuming ViewRequest?,
        isFallback: Bool, countsBefore: (sections: Int, items: Int)
    ) {
        var served = served ?? ViewRequest(key: key)
        if isFallback && returned.reuseIdentifier != nil { served.record(returned, key: key) }
        // Served as asked — one view dequeued, for this element, and returned — breaks neither of
        // the first two rules, and the list of the views dequeued is not made.
        if !served.isServedAsAsked(returning: returned) {
            checkDequeues(key, returned: returned, dequeued: served.dequeued)
        }
        let after = countsAround(key.indexPath)
        if after != countsBefore {
            report(
                CollectionViewError(
                    .invalidCall,
                    "the data source's counts changed while it provided the view for \(key) (from \(countsBefore.sections) sections and \(countsBefore.items) items in the section to \(after.sections) and \(after.items)): change the data outside data source calls (apply from the provider is queued by Tessera's data sources)"
                ), element: key)
        }
    }

    /// UIKit's rules for the views dequeued for one request: the view returned was dequeued, and
    /// it is the only one, dequeued for this element.
    private func checkDequeues(
        _ key: LayoutElementKey, returned: HeadlessReusableView, dequeued: [(view: AnyObject, key: LayoutElementKey)]
    ) {
        // A loop, not `contains(where:)`: a closure of the main actor's handed to it checks the
        // executor it runs on.
        var returnedWasDequeued = false
        for entry in dequeued where entry.view === returned { returnedWasDequeued = true }
        if !returnedWasDequeued && returned.reuseIdentifier == nil {
            report(
                key.category == .cell ? .cellNotDequeued : .viewNotDequeued(kind: key.elementKind ?? ""), element: key)
        } else if dequeued.count != 1 || dequeued[0].view !== returned || dequeued[0].key != key {
            let detail: String
            if dequeued.isEmpty {
                detail = "no view was dequeued for \(key)"
            } else if dequeued.count > 1 {
                detail =
                    "\(dequeued.count) views were dequeued for \(key): \(dequeued.map { "\($0.key)" }.joined(separator: ", "))"
            } else if dequeued[0].key != key {
                detail = "the view was dequeued for \(dequeued[0].key), not for \(key)"
            } else {
                detail = "the view returned for \(key) is not the one dequeued"
            }
            report(
                CollectionViewError(
                    .invalidView,
                    "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. For retrieving an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. (\(detail))"
                ), element: key)
        }
    }
}
