import Foundation
import Tessera

/// Drives a `HeadlessCollectionView` as a user would, for tests: scroll, tap, drag to
/// reorder, and wait for updates to finish.
///
/// The driver goes through the same entry points UIKit uses — the delegate hears
/// will-begin-dragging, did-highlight, did-select, the data source moves the item at the end of a
/// drag — so the screen's own code runs as it would on a device. Each gesture checks first what
/// a user could do: a tap needs a visible cell, a drag needs an item the data source lets move; when
/// it cannot be made, it throws a ``CollectionViewDriverError`` and changes nothing.
///
/// ```swift
/// let driver = CollectionViewDriver(collectionView)
/// try driver.scroll(untilVisible: "Croissant")
/// try driver.tap(itemShowing: "Croissant")
/// try driver.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
/// try driver.settle()
/// ```
///
/// Failures the collection view reports (what UIKit would have raised on) fail the test through
/// IssueReporting, as everywhere in Tessera; the driver adds none of its own. Those reported
/// during a driver call land on the line of the call (each call takes `fileID`, `filePath`,
/// `line` and `column`, as pointfreeco's libraries do), and one mistake met by many views — a
/// cell provider that dequeues for the wrong index path, say — is one issue naming how many it hit.
@MainActor
public struct CollectionViewDriver {
    /// The collection view driven.
    public let collectionView: HeadlessCollectionView

    /// A driver for a headless collection view.
    public init(_ collectionView: HeadlessCollectionView) {
        self.collectionView = collectionView
    }

    // MARK: Reading the screen

    /// The cells on screen with their frames and content, in index-path order.
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible elements.
    public var visibleItems: [VisibleElement] {
        collectionView.visibleElements.filter { $0.key.category == .cell }
    }

    /// What the visible cells show, in index-path order.
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible elements.
    public var visibleTexts: [String] {
        visibleItems.map(\.content)
    }

    /// The index path of the first visible cell (in index-path order) whose content contains
    /// `text`, or `nil`.
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible elements, plus the text search.
    public func indexPathForVisibleItem(
        showing text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> IndexPath? {
        reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            visibleItems.first { $0.content.contains(text) }?.key.indexPath
        }
    }

    // MARK: Checks

    /// The item counts of the sections, as the collection view shows them.
    var itemCounts: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// Throws unless `indexPath` names an item.
    func checkExists(_ indexPath: IndexPath) throws(CollectionViewDriverError) {
        let counts = itemCounts
        guard indexPath.count == 2, counts.indices.contains(indexPath[0]),
            (0..<counts[indexPath[0]]).contains(indexPath[1])
        else { throw .noSuchItem(indexPath, numberOfItems: counts) }
    }

    /// Throws unless `indexPath` names an item with a cell on screen.
    func checkVisible(_ indexPath: IndexPath) throws(CollectionViewDriverError) {
        try checkExists(indexPath)
        guard collectionView.cellForItem(at: indexPath) != nil else {
            throw .itemNotVisible(indexPath, visible: collectionView.indexPathsForVisibleItems.sorted { $0 < $1 })
        }
    }
}
