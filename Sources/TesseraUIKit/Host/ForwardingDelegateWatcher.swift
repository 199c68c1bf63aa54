#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// Rides on the app's forwarding delegate (an associated object) and, when that delegate is
    /// deallocated, sets the collection view's delegate again. UIKit asks its delegate which calls
    /// it answers when the delegate is set and remembers the answers: without a new asking, a call
    /// the app's delegate answered would reach a bridge with no one to hand it to, an
    /// unrecognized selector (`DelegateCall.isForwarded(selectorName:appDelegateImplements:)`).
    final class ForwardingDelegateWatcher: NSObject {
        /// The collection view whose bridge forwards to the watched delegate.
        private weak var collectionView: UICollectionView?
        /// Whether the delegate's end still concerns the collection view: not once the app set
        /// another forwarding delegate.
        private var isWatching = true

        private init(collectionView: UICollectionView) {
            self.collectionView = collectionView
        }

        deinit {
            guard isWatching, let collectionView else { return }
            // The delegate dies where its last reference goes; UIKit is told on the main thread.
            if Thread.isMainThread {
                MainActor.assumeIsolated { collectionView.installBridgeAsDelegate() }
            } else {
                DispatchQueue.main.async { [weak collectionView] in collectionView?.installBridgeAsDelegate() }
            }
        }

        // MARK: Watching

        /// Watches `delegate`, the forwarding delegate of `collectionView`, until it is deallocated
        /// or ``stopWatching(_:for:)``.
        @MainActor
        static func watch(_ delegate: AnyObject, for collectionView: UICollectionView) {
            let watcher = ForwardingDelegateWatcher(collectionView: collectionView)
            objc_setAssociatedObject(delegate, key(for: collectionView), watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// Stops watching a delegate that is no longer the collection view's forwarding delegate.
        @MainActor
        static func stopWatching(_ delegate: AnyObject, for collectionView: UICollectionView) {
            let key = key(for: collectionView)
            (objc_getAssociatedObject(delegate, key) as? ForwardingDelegateWatcher)?.isWatching = false
            objc_setAssociatedObject(delegate, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// The key a watcher is attached under: the collection view's bridge, one per collection
        /// view, so that one delegate can serve several collection views.
        @MainActor
        private static func key(for collectionView: UICollectionView) -> UnsafeRawPointer {
            UnsafeRawPointer(Unmanaged.passUnretained(collectionView.tesseraBridge).toOpaque())
        }
    }
#endif
