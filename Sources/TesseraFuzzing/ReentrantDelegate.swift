import Foundation
import Tessera

/// The app's delegate (the collection view's forwarding delegate): every call it hears runs the
/// armed action.
@MainActor
final class ReentrantDelegate: CollectionViewDelegate {
    private let reentry: ReentrantCall

    init(reentry: ReentrantCall) {
        self.reentry = reentry
    }

    func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        reentry.fire(from: "willDisplay")
    }

    func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        reentry.fire(from: "didEndDisplaying")
    }

    func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        reentry.fire(from: "didScroll")
    }
}
