import Foundation

// MARK: - Delegate forwarding

extension HeadlessCollectionView {
    /// The delegates that hear a call, in order, as its `DelegateRoute` says: Tessera's
    /// (`delegate`) and the app's (``forwardingDelegate``). TesseraUIKit's bridge routes UIKit's
    /// calls by the same table.
    ///
    /// - Complexity: O(1).
    func delegates(for call: DelegateCall) -> [any CollectionViewDelegate] {
        var recipients: [any CollectionViewDelegate] = []
        call.route.deliver(
            tessera: delegate, app: forwardingDelegate, toTessera: { recipients.append($0) },
            toApp: { recipients.append($0) })
        return recipients
    }

    /// Whether a tapped item may be selected: Tessera's delegate and the app's must both agree.
    func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        DelegateRoute.combinedAnswer(
            tessera: delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true,
            app: forwardingDelegate?.collectionView(self, shouldSelectItemAt: indexPath))
    }
}
