import Foundation
import Tessera

/// A delegate and prefetch data source that records every call as a line, for tests.
@MainActor
package final class RecordingDelegate: CollectionViewDelegate, CollectionViewDataSourcePrefetching {
    /// The calls received, in order, like `"willDisplay [0, 3]"`.
    package private(set) var events: [String] = []

    package init() {}

    /// Forgets the recorded calls.
    package func reset() { events.removeAll() }

    /// The recorded calls that start with a prefix.
    package func events(_ prefix: String) -> [String] {
        events.filter { $0.hasPrefix(prefix) }
    }

    private static func path(_ indexPath: IndexPath) -> String {
        "[\(indexPath.map(String.init).joined(separator: ", "))]"
    }

    package func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(Self.path(indexPath))")
    }

    package func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(Self.path(indexPath))")
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        events.append("willDisplay \(Self.path(indexPath))")
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(Self.path(indexPath))")
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, willDisplaySupplementaryView view: AnyObject,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("willDisplaySupplementary \(elementKind) \(Self.path(indexPath))")
    }

    package func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        events.append("didScroll")
    }

    package func collectionViewWillBeginDragging(_ collectionView: any CollectionViewHost) {
        events.append("willBeginDragging")
    }

    package func collectionViewDidEndDragging(_ collectionView: any CollectionViewHost, willDecelerate decelerate: Bool)
    {
        events.append("didEndDragging \(decelerate)")
    }

    package func collectionViewDidEndDecelerating(_ collectionView: any CollectionViewHost) {
        events.append("didEndDecelerating")
    }

    package func collectionView(_ collectionView: any CollectionViewHost, prefetchItemsAt indexPaths: [IndexPath]) {
        events.append("prefetch \(indexPaths.map(Self.path).joined(separator: " "))")
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        events.append("cancelPrefetching \(indexPaths.map(Self.path).joined(separator: " "))")
    }
}
