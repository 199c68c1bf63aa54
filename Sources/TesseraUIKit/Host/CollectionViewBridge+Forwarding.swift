#if canImport(UIKit)
    import ObjectiveC
    import Tessera
    import UIKit

    // MARK: - Forwarding to the app's delegate

    extension CollectionViewBridge {
        /// Delivers a call Tessera takes part in, as the core's table routes it; during a layout
        /// pass (`DelegateCall.isMadeDuringLayoutPass`) the host is busy, so that an update made
        /// from the call waits until the pass is over, as on the headless host.
        func deliver(
            _ call: DelegateCall, on collectionView: UICollectionView, tessera: (any CollectionViewDelegate) -> Void,
            app: (any UICollectionViewDelegate) -> Void
        ) {
            let route = call.route
            guard call.isMadeDuringLayoutPass else {
                return route.deliver(tessera: delegate, app: forwardingDelegate, toTessera: tessera, toApp: app)
            }
            collectionView.hostContext.whileBusy {
                route.deliver(tessera: delegate, app: forwardingDelegate, toTessera: tessera, toApp: app)
            }
        }

        /// The app's delegate, for a delegate call the bridge does not take part in and the app's
        /// delegate, alive, implements (the core decides: `DelegateCall.isForwarded`).
        private nonisolated func forwardingTarget(of selector: Selector) -> (any UICollectionViewDelegate)? {
            guard Self.isDelegateCall(selector) else { return nil }
            let target = forwardingDelegate
            guard
                DelegateCall.isForwarded(
                    selectorName: NSStringFromSelector(selector),
                    appDelegateImplements: target.map { $0.responds(to: selector) })
            else { return nil }
            return target
        }

        /// Whether a selector is a `UICollectionViewDelegate` or `UIScrollViewDelegate` call (the
        /// bridge is also a data source: its other optional calls are not the app delegate's).
        private nonisolated static func isDelegateCall(_ selector: Selector) -> Bool {
            [UICollectionViewDelegate.self, UIScrollViewDelegate.self].contains { proto in
                protocol_getMethodDescription(proto, selector, false, true).name != nil
            }
        }

        override func responds(to aSelector: Selector!) -> Bool {
            if super.responds(to: aSelector) { return true }
            guard let aSelector else { return false }
            return forwardingTarget(of: aSelector) != nil
        }

        override func forwardingTarget(for aSelector: Selector!) -> Any? {
            if let aSelector, let target = forwardingTarget(of: aSelector) { return target }
            return super.forwardingTarget(for: aSelector)
        }
    }

    extension UICollectionView {
        /// The app's own delegate, beside the one Tessera sets (an adapter, a data source's
        /// controller): it hears the calls Tessera shares — selection, highlight, display,
        /// scrolling, after Tessera's delegate — may veto a selection, and gets every other
        /// `UICollectionViewDelegate` and `UIScrollViewDelegate` call as UIKit's delegate would:
        /// context menus, `shouldHighlightItemAt`, primary actions, focus,
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, `scrollsToTop`. The
        /// table is `DelegateCall`. Held weakly, as UIKit holds its delegate; when it is
        /// deallocated before the collection view, the collection view's delegate is set again, so
        /// that UIKit stops sending the calls only it answered.
        ///
        /// Set this rather than `delegate`, which Tessera's bridge must stay. Drag and drop go
        /// through `dragDelegate` and `dropDelegate`, which Tessera leaves to the app.
        ///
        /// ```swift
        /// adapter.setup(collectionView: collectionView)
        /// collectionView.forwardingDelegate = self   // context menus, swipe-to-refresh offsets…
        /// ```
        public var forwardingDelegate: (any UICollectionViewDelegate)? {
            get { tesseraBridge.forwardingDelegate }
            set {
                let bridge = tesseraBridge
                if let previous = bridge.forwardingDelegate {
                    ForwardingDelegateWatcher.stopWatching(previous, for: self)
                }
                bridge.forwardingDelegate = newValue
                if let newValue { ForwardingDelegateWatcher.watch(newValue, for: self) }
                installBridgeAsDelegate()
            }
        }

        /// Makes the bridge UIKit's delegate while Tessera or the app has a delegate. UIKit asks
        /// its delegate which calls it answers when the delegate is set, so the bridge is set again
        /// whenever what it answers changes: a delegate set or deallocated.
        func installBridgeAsDelegate() {
            let bridge = tesseraBridge
            delegate = nil
            if bridge.delegate != nil || bridge.forwardingDelegate != nil { delegate = bridge }
        }
    }
#endif
