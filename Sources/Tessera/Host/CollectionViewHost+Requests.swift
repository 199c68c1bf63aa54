import Foundation

// MARK: - Dequeuing

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
        let cell = try hostDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        hostContext.recordDequeue(cell, key: .cell(indexPath))
        return cell
    }

    /// A reusable supplementary view. Mirrors
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`; recorded for the
    /// request being served, like ``dequeueReusableCell(withReuseIdentifier:for:)``.
    ///
    /// - Throws: ``CollectionViewError`` for an unregistered kind and identifier
    ///   (``HeadlessCollectionView``).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> ReusableView {
        let view = try hostDequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        hostContext.recordDequeue(view, key: .supplementary(elementKind, indexPath))
        return view
    }

    // MARK: Registering

    /// Registers a cell class through Tessera: a class registered under an identifier another
    /// class already has is reported (UIKit would silently replace the first, and dequeue the
    /// wrong class).
    package func registerCell(_ cellClass: AnyClass, reuseIdentifier: String) {
        if let previous = hostContext.recordRegistration(of: cellClass, kind: "UICollectionElementKindCell", identifier: reuseIdentifier) {
            reportFailure(.conflictingRegistration(kind: "UICollectionElementKindCell", identifier: reuseIdentifier, previous: previous, new: cellClass))
        }
        register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
    }

    /// Registers a supplementary view class through Tessera, as ``registerCell(_:reuseIdentifier:)``.
    package func registerSupplementaryView(_ viewClass: AnyClass, ofKind elementKind: String, reuseIdentifier: String) {
        if let previous = hostContext.recordRegistration(of: viewClass, kind: elementKind, identifier: reuseIdentifier) {
            reportFailure(.conflictingRegistration(kind: elementKind, identifier: reuseIdentifier, previous: previous, new: viewClass))
        }
        register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
    }
}

// MARK: - Serving the host's requests

extension CollectionViewHost {
    /// Asks a data source for the cell of an item and decides what the host shows, reporting a
    /// failing provider once: its cell when it returned the one it dequeued; otherwise the cell it
    /// dequeued before failing, or — only when it dequeued none — an empty fallback cell. Exactly
    /// one cell is ever dequeued for the request by Tessera. UIKit's data source bridge and
    /// ``HeadlessCollectionView`` both serve `collectionView(_:cellForItemAt:)` with it.
    package func serveCell(at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?) -> Cell {
        let context = hostContext
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
        let resolution = ViewRequestResolution(request: request, returned: returned, error: thrown, isHostView: { $0 is Cell }, hasDataSource: dataSource != nil)
        if let failure = resolution.failure { reportFailure(failure) }
        if let view = resolution.view as? Cell { return view }
        return dequeueFallbackCell(for: indexPath)
    }

    /// Asks a data source for a supplementary view, as ``serveCell(at:from:)`` does for cells; a
    /// data source that gives none gets an empty view (UIKit needs one for every element its
    /// layout places), without a failure.
    package func serveSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath, from dataSource: (any CollectionViewDataSource)?) -> ReusableView {
        let context = hostContext
        context.beginRequest(.supplementary(elementKind, indexPath))
        var returned: AnyObject?
        var thrown: (any Error)?
        if let dataSource {
            do {
                returned = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath)
            } catch {
                thrown = error
            }
        }
        let request = context.endRequest()
        let resolution = ViewRequestResolution(request: request, returned: returned, error: thrown, isHostView: { $0 is ReusableView }, hasDataSource: dataSource != nil, nilIsAllowed: true)
        if let failure = resolution.failure { reportFailure(failure) }
        if let view = resolution.view as? ReusableView { return view }
        return dequeueFallbackSupplementaryView(ofKind: elementKind, for: indexPath)
    }
}
