import Foundation

// MARK: - Registering and dequeuing

extension HeadlessCollectionView {
    /// Registers a ``HeadlessCell`` subclass for a reuse identifier; `nil` unregisters it.
    /// Mirrors `register(_:forCellWithReuseIdentifier:)`. A class that is not a ``HeadlessCell``
    /// is reported as a failure.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? HeadlessCell.Type else {
            report(CollectionViewError(.invalidView, "cannot register \(cellClass) for cells with identifier \(identifier): a headless collection view's cells are HeadlessCell subclasses"))
            return
        }
        cellClasses[identifier] = type
    }

    /// Registers a ``HeadlessReusableView`` subclass for supplementary views of a kind. Mirrors
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? HeadlessReusableView.Type else {
            report(CollectionViewError(.invalidView, "cannot register \(viewClass) for supplementary views of kind \(elementKind): a headless collection view's views are HeadlessReusableView subclasses"))
            return
        }
        supplementaryClasses[key] = type
    }

    /// A cell from the reuse queue (prepared for reuse) or a new one. Mirrors
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// - Throws: ``CollectionViewError`` with UIKit's message when the identifier is not
    ///   registered.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(CollectionViewError) -> HeadlessCell {
        guard let type = cellClasses[identifier] else {
            throw .unregistered(cell: identifier)
        }
        let cell: HeadlessCell
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            cell = reconfiguring.cell
        } else if let reused = reusableCells[identifier]?.popLast() {
            reused.recycle()
            cell = reused
        } else {
            cell = type.init()
            cell.reuseIdentifier = identifier
        }
        cell.configurationCount += 1
        dequeuedObjects.insert(ObjectIdentifier(cell))
        return cell
    }

    /// A supplementary view from the reuse queue or a new one. Mirrors
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    ///
    /// - Throws: ``CollectionViewError`` with UIKit's message when the kind and identifier are not
    ///   registered.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(CollectionViewError) -> HeadlessReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let type = supplementaryClasses[key] else {
            throw .unregistered(supplementary: elementKind, identifier: identifier)
        }
        let view: HeadlessReusableView
        if let reused = reusableSupplementaries[key]?.popLast() {
            reused.recycle()
            view = reused
        } else {
            view = type.init()
            view.reuseIdentifier = identifier
        }
        dequeuedObjects.insert(ObjectIdentifier(view))
        return view
    }

    /// The number of cells waiting in the reuse queue of an identifier.
    public func reusableCellCount(withReuseIdentifier identifier: String) -> Int {
        reusableCells[identifier]?.count ?? 0
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
        "\(kind)|\(identifier)"
    }

    /// Puts a cell back in its reuse queue.
    func enqueue(_ cell: HeadlessCell) {
        cell.isSelected = false
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    func enqueue(_ view: HeadlessReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        reusableSupplementaries[Self.supplementaryKey(kind, identifier), default: []].append(view)
    }

    // MARK: Asking the data source

    /// Asks the data source for a cell, checking it was dequeued (UIKit's rule); a failure is
    /// reported and leaves the item without a cell.
    func requestCell(at indexPath: IndexPath) -> HeadlessCell? {
        guard let dataSource else { return nil }
        dequeuedObjects.removeAll()
        defer { dequeuedObjects.removeAll() }
        do {
            let object = try dataSource.collectionView(self, cellForItemAt: indexPath)
            guard let cell = object as? HeadlessCell, dequeuedObjects.contains(ObjectIdentifier(cell)) else {
                report(.cellNotDequeued)
                return nil
            }
            return cell
        } catch let error as CollectionViewError {
            report(error)
        } catch {
            report(CollectionViewError(.dataSource, "the data source failed to provide a cell for item \(indexPath.map(String.init).joined(separator: "-")): \(error)"))
        }
        return nil
    }

    /// Asks the data source for a supplementary view; `nil` when it has none or fails.
    func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> HeadlessReusableView? {
        guard let dataSource else { return nil }
        dequeuedObjects.removeAll()
        defer { dequeuedObjects.removeAll() }
        do {
            guard let object = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) else { return nil }
            guard let view = object as? HeadlessReusableView, dequeuedObjects.contains(ObjectIdentifier(view)) else {
                report(.viewNotDequeued(kind: kind))
                return nil
            }
            return view
        } catch let error as CollectionViewError {
            report(error)
        } catch {
            report(CollectionViewError(.dataSource, "the data source failed to provide a \(kind) view for \(indexPath.map(String.init).joined(separator: "-")): \(error)"))
        }
        return nil
    }
}
