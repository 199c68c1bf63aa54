#if canImport(UIKit)
    import UIKit

    /// The UIKit data source, delegate and prefetch data source of a collection view that Tessera
    /// drives: it forwards UIKit's calls to Tessera's ``CollectionViewDataSource``,
    /// ``CollectionViewDelegate`` and ``CollectionViewDataSourcePrefetching`` (held weakly, as UIKit
    /// holds its own), and drives interactive reordering with a long press.
    ///
    /// What to show for a request is decided by the core (`serveCell(at:from:)`): the bridge only
    /// returns it, so a failing provider never makes it dequeue a second view.
    ///
    /// One bridge is attached to each collection view (see `UICollectionView.tesseraBridge`).
    @MainActor
    final class CollectionViewBridge: NSObject {
        weak var dataSource: (any CollectionViewDataSource)?
        weak var delegate: (any CollectionViewDelegate)?
        /// The app's own delegate: it hears the calls Tessera shares and gets every other one
        /// (`UICollectionView.forwardingDelegate`). Read by `responds(to:)` and
        /// `forwardingTarget(for:)`, which Objective-C declares nonisolated; UIKit sends them, as
        /// every delegate call, on the main thread, where the property is set.
        nonisolated(unsafe) weak var forwardingDelegate: (any UICollectionViewDelegate)?
        weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
        /// The Tessera data owner the collection view keeps alive (``CollectionViewHost/dataOwner``).
        var dataOwner: AnyObject?
        /// Which engine lays out the descriptions Tessera installs.
        var layoutEngine: TesseraLayoutEngine = .automatic
        /// Called with what the translation to Apple's layout approximates.
        var translationNoteHandler: ((TranslationNote) -> Void)?
        /// Whether an update put another description behind Apple's layout, which the update's
        /// hand-over (`prepareLayout(for:)`) then invalidates.
        var appleDescriptionChanged = false

        private var fallbackKinds: Set<String> = []
        private var hasFallbackCell = false
        private var reorderGesture: UILongPressGestureRecognizer?
        /// The movement the long press drives.
        private var reorder = ReorderGesture()

        static let fallbackIdentifier = "Tessera.Fallback"

        /// The bridge of a collection view, attached on first use.
        static func bridge(for collectionView: UICollectionView) -> CollectionViewBridge {
            if let bridge = objc_getAssociatedObject(collectionView, associationKey) as? CollectionViewBridge {
                return bridge
            }
            let bridge = CollectionViewBridge()
            objc_setAssociatedObject(collectionView, associationKey, bridge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return bridge
        }

        /// The key the bridge is attached under: the address of the bridge's class object, which is
        /// unique and lives as long as the process.
        private static var associationKey: UnsafeRawPointer {
            unsafeBitCast(CollectionViewBridge.self, to: UnsafeRawPointer.self)
        }

        // MARK: Fallback views

        func registerFallbackCellIfNeeded(on collectionView: UICollectionView) {
            guard !hasFallbackCell else { return }
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
            hasFallbackCell = true
        }

        func registerFallbackSupplementaryViewIfNeeded(ofKind kind: String, on collectionView: UICollectionView) {
            guard fallbackKinds.insert(kind).inserted else { return }
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.fallbackIdentifier)
        }

        // MARK: Reordering

        /// Adds the long press that reorders items the data source lets move (once per view).
        func installReorderGesture(on collectionView: UICollectionView) {
            guard reorderGesture == nil else { return }
            let gesture = UILongPressGestureRecognizer(target: self, action: #selector(handleReorderGesture(_:)))
            gesture.delegate = self
            collectionView.addGestureRecognizer(gesture)
            reorderGesture = gesture
        }

        /// Transcribes the long press's phases into the core's `ReorderGesture`.
        @objc private func handleReorderGesture(_ gesture: UILongPressGestureRecognizer) {
            guard let collectionView = gesture.view as? UICollectionView else { return }
            let location = gesture.location(in: collectionView)
            let phase: ReorderGesture.Phase
            switch gesture.state {
            case .began: phase = .began(at: location)
            case .changed: phase = .changed(to: location)
            case .ended: phase = .ended
            case .cancelled, .failed: phase = .cancelled
            default: return
            }
            reorder.handle(phase, on: collectionView, delegate: delegate)
        }
    }

    // MARK: - UICollectionViewDataSource

    extension CollectionViewBridge: UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int {
            dataSource?.sectionCount(in: collectionView) ?? 0
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            dataSource?.itemCount(inSection: section, in: collectionView) ?? 0
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.serveCell(at: indexPath, from: dataSource)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.serveSupplementaryView(ofKind: kind, at: indexPath, from: dataSource)
        }

        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            dataSource?.collectionView(collectionView, canMoveItemAt: indexPath) ?? false
        }

        /// The data source follows the move UIKit made; an update it makes meanwhile (a reorder
        /// handler that applies) waits until UIKit has finished moving the cell, as on the headless
        /// host.
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            collectionView.hostContext.whileBusy {
                dataSource?.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
            }
        }
    }

    // MARK: - UICollectionViewDataSourcePrefetching

    extension CollectionViewBridge: UICollectionViewDataSourcePrefetching {
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            prefetchDataSource?.collectionView(collectionView, prefetchItemsAt: indexPaths)
        }

        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            prefetchDataSource?.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        }
    }

    // MARK: - Accessibility

    /// A move Tessera offers VoiceOver (kept apart from the cell provider's own custom actions).
    final class TesseraMoveAction: UIAccessibilityCustomAction {}

    extension UIView {
        /// Marks the element VoiceOver reads for this view — the view itself when it is an
        /// accessibility element, otherwise its first descendant that is — as a heading, or removes
        /// the mark Tessera set (never one the app set). A view hosting SwiftUI content
        /// (``AccessibilityHeadingHosting``) marks its content itself.
        func setTesseraHeading(_ isHeading: Bool) {
            if let hosting = self as? any AccessibilityHeadingHosting {
                return hosting.setAccessibilityHeading(isHeading)
            }
            guard let element = firstAccessibilityElement else { return }
            // Keyed by the address of a class object: unique, and alive as long as the process.
            let key = unsafeBitCast(TesseraMoveAction.self, to: UnsafeRawPointer.self)
            // What changes is the core's decision (AccessibilityHeadingMark).
            let change = AccessibilityHeadingMark.change(
                isHeading: isHeading, hasHeaderTrait: element.accessibilityTraits.contains(.header),
                isMarkedByTessera: objc_getAssociatedObject(element, key) as? Bool ?? false)
            switch change {
            case .addTrait: element.accessibilityTraits.insert(.header)
            case .removeTrait: element.accessibilityTraits.remove(.header)
            case nil: return
            }
            objc_setAssociatedObject(element, key, change == .addTrait, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        private var firstAccessibilityElement: UIView? {
            if isAccessibilityElement { return self }
            for subview in subviews {
                if let element = subview.firstAccessibilityElement { return element }
            }
            return nil
        }
    }

    // MARK: - UIGestureRecognizerDelegate

    extension CollectionViewBridge: UIGestureRecognizerDelegate {
        /// The reorder press begins where the core says (`ReorderGesture.canBegin(at:on:dataSource:)`).
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === reorderGesture, let collectionView = gestureRecognizer.view as? UICollectionView
            else { return false }
            return ReorderGesture.canBegin(
                at: gestureRecognizer.location(in: collectionView), on: collectionView, dataSource: dataSource)
        }
    }
#endif
