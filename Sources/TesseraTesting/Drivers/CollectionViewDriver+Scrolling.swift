import Foundation
import Tessera

// MARK: - Scrolling

extension CollectionViewDriver {
    /// Drags the content by `distance` points along the scrolling axis (positive: towards the end),
    /// as a user's finger would, and lets it come to rest within the content: the delegate hears
    /// will-begin-dragging, the scroll, did-end-dragging and — when `decelerate` — did-end-decelerating.
    ///
    /// Failures the collection view reports meanwhile land on the caller's line (`fileID`,
    /// `filePath`, `line`, `column`), as for every driver call.
    ///
    /// - Complexity: the collection view's layout pass for the new bounds.
    public func scroll(
        by distance: CGFloat, decelerate: Bool = false, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            collectionView.layoutIfNeeded()
            // A distance that is no number moves nothing; an infinite one goes to the end it points to.
            guard !distance.isNaN, let solution = collectionView.layoutSolution else { return }
            var offset = collectionView.contentOffset
            if solution.scrollDirection == .vertical {
                offset.y += distance
            } else {
                // In right to left, a horizontal list's end is at its left.
                offset.x += solution.layoutDirection == .rightToLeft ? -distance : distance
            }
            collectionView.drag(to: solution.clampedContentOffset(offset), decelerate: decelerate)
        }
    }

    /// Drags to the start of the content.
    ///
    /// - Complexity: the collection view's layout pass for the new bounds.
    public func scrollToTop(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            scrollAllTheWay(by: -.greatestFiniteMagnitude)
        }
    }

    /// Drags to the end of the content.
    ///
    /// - Complexity: the collection view's layout pass for the new bounds.
    public func scrollToBottom(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            scrollAllTheWay(by: .greatestFiniteMagnitude)
        }
    }

    /// Drags to an end until the offset stops moving: self-sizing cells that measure themselves on
    /// the way move the end, and each drag goes to where it is now — at most 100 drags.
    private func scrollAllTheWay(by distance: CGFloat) {
        for _ in 0..<100 {
            let before = collectionView.contentOffset
            scroll(by: distance)
            collectionView.layoutIfNeeded()
            guard collectionView.contentOffset != before else { return }
        }
    }

    /// The most drags ``scroll(untilVisible:maximumDrags:fileID:filePath:line:column:)`` makes,
    /// whatever it is asked: a list that loads a page at every drag would otherwise be scrolled for
    /// ever.
    package nonisolated static let maximumDrags = 100_000

    /// Drags towards the end, most of a screen at a time, until a visible cell shows `text`, and
    /// returns its index path. A load-more trigger on the screen fires on the way, as it would for
    /// a user; each page that arrives is scrolled through too.
    ///
    /// - Throws: ``CollectionViewDriverError/textNotFound(_:visible:)`` when the end of the content
    ///   is reached (or `maximumDrags` drags were made, at most `maximumDrags`) without seeing it;
    ///   the view stays where the search ended.
    /// - Complexity: O(*d*) layout passes for *d* drags.
    @discardableResult
    public func scroll(
        untilVisible text: String, maximumDrags: Int = 1000, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) -> IndexPath {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) -> IndexPath in
            collectionView.layoutIfNeeded()
            let page = max(1, pageLength * 0.8)
            for _ in 0...min(max(0, maximumDrags), Self.maximumDrags) {
                if let found = indexPathForVisibleItem(showing: text) { return found }
                let before = collectionView.contentOffset
                scroll(by: page)
                if collectionView.contentOffset == before, indexPathForVisibleItem(showing: text) == nil { break }
            }
            if let found = indexPathForVisibleItem(showing: text) { return found }
            throw .textNotFound(text, visible: visibleTexts)
        }
    }

    /// Scrolls so that an item is in view, as the screen's code would with `scrollToItem(at:at:animated:)`.
    ///
    /// - Throws: ``CollectionViewDriverError/noSuchItem(_:numberOfItems:)``; nothing scrolls.
    /// - Complexity: O(log *n*) to find the item, plus the layout pass.
    public func scroll(
        toItemAt indexPath: IndexPath, at position: CollectionViewScrollPosition = .centeredVertically,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) in
            try checkExists(indexPath)
            collectionView.scrollToItem(at: indexPath, at: position, animated: false)
            collectionView.layoutIfNeeded()
        }
    }

    /// The visible length along the scrolling axis.
    private var pageLength: CGFloat {
        let size = collectionView.bounds.size
        return collectionView.layoutSolution?.scrollDirection == .horizontal ? size.width : size.height
    }
}
