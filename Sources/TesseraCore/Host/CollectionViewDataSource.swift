import Foundation

/// Provides a collection view's data and views. Mirrors `UICollectionViewDataSource`;
/// ``HeadlessCollectionView`` calls it directly and TesseraUIKit bridges UIKit's calls to it.
@MainActor
package protocol CollectionViewDataSource: AnyObject {
    /// Mirrors `numberOfSections(in:)`.
    func numberOfSections(in collectionView: any CollectionViewHost) -> Int
    /// Mirrors `collectionView(_:numberOfItemsInSection:)`.
    func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int
    /// Mirrors `collectionView(_:cellForItemAt:)`: returns a cell obtained from the host's
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// - Throws: Whatever dequeuing or configuring the cell threw (a ``CollectionViewError`` for
    ///   an unregistered identifier or a wrong view class); the host reports it and shows an empty
    ///   cell instead of crashing.
    func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws
        -> AnyObject
    /// Mirrors `collectionView(_:viewForSupplementaryElementOfKind:at:)`; `nil` shows nothing.
    ///
    /// - Throws: Whatever dequeuing or configuring the view threw; the host reports it and
    ///   shows nothing there.
    func collectionView(
        _ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) throws -> AnyObject?
    /// Mirrors `collectionView(_:canMoveItemAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Mirrors `collectionView(_:moveItemAt:to:)`: the data source reorders its model.
    func collectionView(
        _ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
    /// The counts the data source reports now for `collectionView`, negative counts read as 0 (as
    /// UIKit reads them): what a host loads after a reload, and what the engine choice of a layout
    /// is made for (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`). A requirement, so
    /// that a data source that keeps its counts in a table hands it over rather than being asked
    /// section by section; it must be what the section by section calls report.
    ///
    /// - Complexity: O(*s*) calls for *s* sections by default.
    func itemCounts(in collectionView: any CollectionViewHosting) -> [Int]
}

extension CollectionViewDataSource {
    /// The counts the data source reports now, asked section by section.
    ///
    /// - Complexity: O(*s*) calls for *s* sections.
    package func itemCounts(in collectionView: any CollectionViewHosting) -> [Int] {
        (0..<sectionCount(in: collectionView)).map { itemCount(inSection: $0, in: collectionView) }
    }

    /// The number of sections the data source reports, a negative one read as 0.
    package func sectionCount(in collectionView: any CollectionViewHosting) -> Int {
        max(0, numberOfSections(in: collectionView))
    }

    /// The number of items the data source reports in `section`, a negative one read as 0.
    package func itemCount(inSection section: Int, in collectionView: any CollectionViewHosting) -> Int {
        max(0, self.collectionView(collectionView, numberOfItemsInSection: section))
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) throws -> AnyObject? { nil }
    package func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }
    package func collectionView(
        _ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}
}

/// Prepares data ahead of display. Mirrors `UICollectionViewDataSourcePrefetching`.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Mirrors `collectionView(_:prefetchItemsAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, prefetchItemsAt indexPaths: [IndexPath])
    /// Mirrors `collectionView(_:cancelPrefetchingForItemsAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: any CollectionViewHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}
