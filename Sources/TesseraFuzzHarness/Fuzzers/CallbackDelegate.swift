import Foundation
import Tessera

/// A delegate that reports the callbacks the re-entrancy fuzzer arms, and relays its data source's
/// cell provider calls.
@MainActor
final class CallbackDelegate: CollectionViewDelegate {
    var callback: (ReentrantCallbackFuzzer.Callback) -> Void = { _ in }

    func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        callback(.willDisplay)
    }

    func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        callback(.didEndDisplaying)
    }

    func collectionView(_ collectionView: any CollectionViewHost, didHighlightItemAt indexPath: IndexPath) {
        callback(.didHighlight)
    }

    func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        callback(.didSelect)
    }
}
