import Foundation
import Tessera

// MARK: - Tapping

extension CollectionViewDriver {
    /// Taps a visible item: highlight, unhighlight, then selection if the delegate agrees, with the
    /// delegate told at each step (`HeadlessCollectionView.tapItem(at:)`).
    ///
    /// - Throws: ``CollectionViewDriverError/noSuchItem(_:numberOfItems:)`` or
    ///   ``CollectionViewDriverError/itemNotVisible(_:visible:)``; nothing is tapped.
    /// - Complexity: O(*v*) for *v* visible items.
    public func tap(
        itemAt indexPath: IndexPath, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) in
            try checkVisible(indexPath)
            collectionView.tapItem(at: indexPath)
            collectionView.layoutIfNeeded()
        }
    }

    /// Taps the first visible cell whose content contains `text`, and returns its index path.
    ///
    /// - Throws: ``CollectionViewDriverError/textNotFound(_:visible:)``; nothing is tapped.
    /// - Complexity: O(*v* log *v*) for *v* visible elements, plus the text search.
    @discardableResult
    public func tap(
        itemShowing text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError)
        -> IndexPath
    {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) -> IndexPath in
            guard let indexPath = indexPathForVisibleItem(showing: text) else {
                throw .textNotFound(text, visible: visibleTexts)
            }
            try tap(itemAt: indexPath)
            return indexPath
        }
    }
}

// MARK: - Reordering

extension CollectionViewDriver {
    /// Drags an item onto the place of another, as a user reorders with a long press: the
    /// interactive movement begins (if the data source lets the item move), follows the finger to
    /// the centre of `destination`'s frame — where the delegate may redirect it — and ends there:
    /// the data source moves the item in its model and the view moves the cell. Returns where the
    /// item landed.
    ///
    /// - Throws: ``CollectionViewDriverError/noSuchItem(_:numberOfItems:)`` for either index path,
    ///   ``CollectionViewDriverError/itemCannotMove(_:)`` when the data source refuses; nothing moves.
    /// - Complexity: O(*n*) for the data source's move, plus the batch update.
    @discardableResult
    public func dragItem(
        at source: IndexPath, to destination: IndexPath, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) -> IndexPath {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) -> IndexPath in
            try checkExists(source)
            try checkExists(destination)
            guard let frame = collectionView.itemFrame(at: destination) else {
                throw .noSuchItem(destination, numberOfItems: itemCounts)
            }
            guard let start = collectionView.itemFrame(at: source) else { throw .itemCannotMove(source) }
            // The user's long press, as TesseraUIKit's follows it: the delegate hears the movement begin and end.
            var press = ReorderGesture()
            guard
                press.handle(
                    .began(at: CGPoint(x: start.midX, y: start.midY)), on: collectionView,
                    delegate: collectionView.delegate),
                collectionView.interactiveMovement?.source == source
            else {
                press.handle(.cancelled, on: collectionView, delegate: collectionView.delegate)
                throw .itemCannotMove(source)
            }
            press.handle(
                .changed(to: CGPoint(x: frame.midX, y: frame.midY)), on: collectionView,
                delegate: collectionView.delegate)
            let landed = collectionView.interactiveMovement?.target ?? source
            press.handle(.ended, on: collectionView, delegate: collectionView.delegate)
            collectionView.layoutIfNeeded()
            return landed
        }
    }
}
