import Foundation
import Tessera

// MARK: - Swiping

extension CollectionViewDriver {
    /// The titles of the actions a swipe from `edge` reveals on a visible item, from the edge
    /// inwards (an action without a title is named by its image, or `""`).
    ///
    /// - Throws: ``CollectionViewDriverError/noSuchItem(_:numberOfItems:)`` or
    ///   ``CollectionViewDriverError/itemNotVisible(_:visible:)``.
    /// - Complexity: O(*v*) for *v* visible items, plus the data source's provider.
    public func swipeActionTitles(
        itemAt indexPath: IndexPath, from edge: SwipeActionEdge, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) -> [String] {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) -> [String] in
            try checkVisible(indexPath)
            return (collectionView.swipeActionsConfiguration(forItemAt: indexPath, edge: edge)?.actions ?? []).map {
                $0.title ?? $0.systemImageName ?? ""
            }
        }
    }

    /// Swipes a visible item from `edge` and taps the action titled `title` (or named by its image),
    /// then lets the view lay out. Returns what the handler reported (`nil` while it has not).
    ///
    /// - Throws: ``CollectionViewDriverError/noSuchItem(_:numberOfItems:)``,
    ///   ``CollectionViewDriverError/itemNotVisible(_:visible:)`` or
    ///   ``CollectionViewDriverError/noSwipeAction(_:edge:named:available:)``; nothing is performed.
    /// - Complexity: O(*v*) for *v* visible items, plus the handler.
    @discardableResult
    public func swipe(
        itemAt indexPath: IndexPath, from edge: SwipeActionEdge, choosing title: String, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) -> Bool? {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) -> Bool? in
            let titles = try swipeActionTitles(itemAt: indexPath, from: edge)
            guard let index = titles.firstIndex(of: title) else {
                throw .noSwipeAction(indexPath, edge: edge, named: title, available: titles)
            }
            return try perform(actionAt: index, itemAt: indexPath, from: edge)
        }
    }

    /// Swipes a visible item all the way from `edge`, which performs the first action when the
    /// configuration allows it (`performsFirstActionWithFullSwipe`).
    ///
    /// - Throws: as ``swipe(itemAt:from:choosing:fileID:filePath:line:column:)``; `noSwipeAction`
    ///   names no action when a full swipe performs none.
    /// - Complexity: O(*v*) for *v* visible items, plus the handler.
    @discardableResult
    public func fullSwipe(
        itemAt indexPath: IndexPath, from edge: SwipeActionEdge, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) -> Bool? {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) -> Bool? in
            let titles = try swipeActionTitles(itemAt: indexPath, from: edge)
            guard let configuration = collectionView.swipeActionsConfiguration(forItemAt: indexPath, edge: edge),
                configuration.performsFirstActionWithFullSwipe, !titles.isEmpty
            else { throw .noSwipeAction(indexPath, edge: edge, named: nil, available: titles) }
            return try perform(actionAt: 0, itemAt: indexPath, from: edge)
        }
    }

    private func perform(actionAt index: Int, itemAt indexPath: IndexPath, from edge: SwipeActionEdge)
        throws(CollectionViewDriverError) -> Bool?
    {
        do {
            let outcome = try collectionView.performSwipeAction(at: index, forItemAt: indexPath, edge: edge)
            collectionView.layoutIfNeeded()
            return outcome
        } catch {
            throw .noSwipeAction(indexPath, edge: edge, named: nil, available: [])
        }
    }
}
