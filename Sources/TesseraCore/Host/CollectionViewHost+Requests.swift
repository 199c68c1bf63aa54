import Foundation

// MARK: - Dequeuing

extension CollectionViewHosting {
    /// A reusable cell from the host's own dequeue, recorded for the request being served (see
    /// ``CollectionViewHost/dequeueReusableCell(withReuseIdentifier:for:)``).
    package func recordedCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> Cell {
        try recordedCell(withReuseIdentifier: identifier, for: indexPath, context: hostContext)
    }

    /// ``recordedCell(withReuseIdentifier:for:)`` for a host that holds its context: `context` is
    /// its ``hostContext``, read without the lookup.
    package func recordedCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath, context: CollectionViewHostContext
    ) throws -> Cell {
        let cell = try hostDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        context.recordDequeue(cell, key: .cell(indexPath))
        return cell
    }

    /// A supplementary view from the host's own dequeue, recorded for the request being served.
    package func recordedSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> ReusableView {
        let view = try hostDequeueReusableSupplementaryView(
            ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        hostContext.recordDequeue(view, key: .supplementary(elementKind, indexPath))
        return view
    }
}

extension CollectionViewHost {
    /// A reusable cell for an index path. Mirrors `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// Inside a data source call, Tessera records the cell for the request being served, so that a
    /// provider failing after this call is answered with this cell rather than a second one (iOS
    /// 18 raises when two views are dequeued for one request).
    ///
    /// - Throws: Where UIKit would raise: ``CollectionViewError`` for an unregistered identifier
    ///   (``HeadlessCollectionView``).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> Cell {
        let dequeued = try drivenHosting(for: "dequeueReusableCell(withReuseIdentifier:for:)")
            .recordedCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? Cell else { throw CollectionViewError.notTheHostsKind(dequeued, of: self) }
        return cell
    }

    /// A reusable supplementary view. Mirrors
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`; recorded for the
    /// request being served, like ``dequeueReusableCell(withReuseIdentifier:for:)``.
    ///
    /// - Throws: ``CollectionViewError`` for an unregistered kind and identifier
    ///   (``HeadlessCollectionView``).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> ReusableView {
        let dequeued = try drivenHosting(for: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
            .recordedSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        guard let view = dequeued as? ReusableView else {
            throw CollectionViewError.notTheHostsKind(dequeued, of: self)
        }
        return view
    }

    // MARK: Typed cells

    /// Registers a cell class under its default reuse identifier
    /// (`defaultReuseIdentifier(for:)`), the one ``dequeueReusableCell(_:for:)`` dequeues.
    ///
    /// ```swift
    /// collectionView.register(ColorCell.self)
    /// let cell = try collectionView.dequeueReusableCell(ColorCell.self, for: indexPath)   // a ColorCell
    /// ```
    public func register<Cell: AnyObject>(_ cellType: Cell.Type) {
        registerCell(cellType, reuseIdentifier: defaultReuseIdentifier(for: cellType))
    }

    /// A reusable cell of a registered type, typed: no cast in the caller. Mirrors
    /// `dequeueReusableCell(withReuseIdentifier:for:)` with the type's default identifier.
    ///
    /// - Throws: ``CollectionViewError`` when the type was not registered (``register(_:)``), or
    ///   when another class is registered under its identifier.
    public func dequeueReusableCell<Cell: AnyObject>(_ cellType: Cell.Type, for indexPath: IndexPath) throws -> Cell {
        try dequeueReusableCell(cellType, withReuseIdentifier: defaultReuseIdentifier(for: cellType), for: indexPath)
    }

    /// A reusable cell dequeued for an identifier and checked to be of a type: what every typed
    /// dequeue of Tessera (adapters, sections, ``dequeueReusableCell(_:for:)``) goes through.
    ///
    /// - Throws: ``CollectionViewError`` (`.invalidView`) naming the identifier and both types
    ///   when the cell is of another class, or what dequeuing threw.
    package func dequeueReusableCell<Cell: AnyObject>(
        _ cellType: Cell.Type, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> Cell {
        let dequeued = try dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            throw CollectionViewError(
                .invalidView, "the cell dequeued for \(identifier) is a \(type(of: dequeued)), not a \(cellType)")
        }
        return cell
    }

    /// Registers a supplementary view class for a kind under its default reuse identifier.
    public func register<View: AnyObject>(_ viewType: View.Type, forSupplementaryViewOfKind elementKind: String) {
        registerSupplementaryView(viewType, ofKind: elementKind, reuseIdentifier: defaultReuseIdentifier(for: viewType))
    }

    /// A reusable supplementary view of a registered type, typed.
    ///
    /// - Throws: ``CollectionViewError`` when the type was not registered for the kind, or when
    ///   another class is registered under its identifier.
    public func dequeueReusableSupplementaryView<View: AnyObject>(
        _ viewType: View.Type, ofKind elementKind: String, for indexPath: IndexPath
    ) throws -> View {
        try dequeueReusableSupplementaryView(
            viewType, ofKind: elementKind, withReuseIdentifier: defaultReuseIdentifier(for: viewType), for: indexPath)
    }

    /// A reusable supplementary view dequeued for a kind and an identifier and checked to be of a
    /// type: what every typed supplementary dequeue of Tessera goes through.
    ///
    /// - Throws: ``CollectionViewError`` (`.invalidView`) naming the kind, the identifier and both
    ///   types when the view is of another class, or what dequeuing threw.
    package func dequeueReusableSupplementaryView<View: AnyObject>(
        _ viewType: View.Type, ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) throws -> View {
        let dequeued = try dequeueReusableSupplementaryView(
            ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        guard let view = dequeued as? View else {
            throw CollectionViewError(
                .invalidView,
                "the \(elementKind) view dequeued for \(identifier) is a \(type(of: dequeued)), not a \(viewType)")
        }
        return view
    }

    // MARK: Registering

    /// Registers a cell class through Tessera: a class registered under an identifier another
    /// class already has is reported (UIKit would silently replace the first, and dequeue the
    /// wrong class).
    package func registerCell(_ cellClass: AnyClass, reuseIdentifier: String) {
        if let previous = hostContext.recordRegistration(
            of: cellClass, kind: "UICollectionElementKindCell", identifier: reuseIdentifier)
        {
            reportFailure(
                .conflictingRegistration(
                    kind: "UICollectionElementKindCell", identifier: reuseIdentifier, previous: previous, new: cellClass
                ))
        }
        register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
    }

    /// Registers a supplementary view class through Tessera, as ``registerCell(_:reuseIdentifier:)``.
    package func registerSupplementaryView(_ viewClass: AnyClass, ofKind elementKind: String, reuseIdentifier: String) {
        if let previous = hostContext.recordRegistration(of: viewClass, kind: elementKind, identifier: reuseIdentifier)
        {
            reportFailure(
                .conflictingRegistration(
                    kind: elementKind, identifier: reuseIdentifier, previous: previous, new: viewClass))
        }
        register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
    }
}

// MARK: - Serving the host's requests

extension CollectionViewHosting {
    /// Asks a data source for the cell of an item and decides what the host shows, reporting a
    /// failing provider once: its cell when it returned the one it dequeued; otherwise the cell it
    /// dequeued before failing, or — only when it dequeued none — an empty fallback cell. Exactly
    /// one cell is ever dequeued for the request by Tessera. UIKit's data source bridge and
    /// ``HeadlessCollectionView`` both serve `collectionView(_:cellForItemAt:)` with it.
    package func serveCell(at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?) -> Cell {
        serveCell(at: indexPath, from: dataSource, context: hostContext)
    }

    /// ``serveCell(at:from:)`` for a host that holds its context: `context` is its ``hostContext``,
    /// read without the lookup.
    package func serveCell(
        at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?, context: CollectionViewHostContext
    ) -> Cell {
        servedCell(at: indexPath, from: dataSource, context: context).cell
    }

    /// ``serveCell(at:from:context:)`` with the request as served — the views dequeued through
    /// Tessera for it — and whether the cell is the host's fallback one (dequeued after the
    /// request ended, so not in it): ``HeadlessCollectionView`` checks UIKit's rules on them.
    package func servedCell(
        at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?, context: CollectionViewHostContext
    ) -> (cell: Cell, request: ViewRequest?, isFallback: Bool) {
        context.beginRequest(.cell(indexPath))
        var returned: AnyObject?
        var thrown: (any Error)?
        if let dataSource {
            do {
                returned = try dataSource.collectionView(self, cellForItemAt: indexPath)
            } catch {
                thrown = error
            }
        }
        let request = context.endRequest()
        // Served as asked: the cell the data source dequeued first, returned without an error.
        if let cell = ViewRequestResolution.servedAsAsked(request: request, returned: returned, error: thrown)
            as? Cell
        {
            return (cell, request, false)
        }
        let resolution = ViewRequestResolution(
            request: request, returned: returned, error: thrown, isHostView: { $0 is Cell },
            hasDataSource: dataSource != nil)
        if let failure = resolution.failure { reportFailure(failure, element: .cell(indexPath)) }
        if let view = resolution.view as? Cell { return (view, request, false) }
        return (dequeueFallbackCell(for: indexPath), request, true)
    }

    /// Asks a data source for a supplementary view, as ``serveCell(at:from:)`` does for cells; a
    /// data source that gives none gets an empty view (UIKit needs one for every element its
    /// layout places), without a failure.
    package func serveSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?
    ) -> ReusableView {
        serveSupplementaryView(ofKind: elementKind, at: indexPath, from: dataSource, context: hostContext)
    }

    /// ``serveSupplementaryView(ofKind:at:from:)`` for a host that holds its context: `context` is
    /// its ``hostContext``, read without the lookup.
    package func serveSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?,
        context: CollectionViewHostContext
    ) -> ReusableView {
        servedSupplementaryView(ofKind: elementKind, at: indexPath, from: dataSource, context: context).view
    }

    /// ``serveSupplementaryView(ofKind:at:from:context:)`` with the request as served and whether
    /// the view is the host's fallback one, as ``servedCell(at:from:context:)`` gives them.
    package func servedSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?,
        context: CollectionViewHostContext
    ) -> (view: ReusableView, request: ViewRequest?, isFallback: Bool) {
        context.beginRequest(.supplementary(elementKind, indexPath))
        var returned: AnyObject?
        var thrown: (any Error)?
        if let dataSource {
            do {
                returned = try dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: elementKind, at: indexPath)
            } catch {
                thrown = error
            }
        }
        let request = context.endRequest()
        let resolution = ViewRequestResolution(
            request: request, returned: returned, error: thrown, isHostView: { $0 is ReusableView },
            hasDataSource: dataSource != nil, nilIsAllowed: true)
        if let failure = resolution.failure {
            reportFailure(failure, element: .supplementary(elementKind, indexPath))
        }
        if let view = resolution.view as? ReusableView { return (view, request, false) }
        return (dequeueFallbackSupplementaryView(ofKind: elementKind, for: indexPath), request, true)
    }
}
