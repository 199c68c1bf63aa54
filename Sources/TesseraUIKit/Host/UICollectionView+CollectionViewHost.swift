#if canImport(UIKit)
import UIKit

/// `UICollectionView` is a Tessera host: most requirements are UIKit's own methods
/// (`register(_:forCellWithReuseIdentifier:)`, `dequeueReusableCell(withReuseIdentifier:for:)`,
/// `performBatchUpdates(_:completion:)`, `insertItems(at:)`, `reconfigureItems(at:)`,
/// `selectItem(at:animated:scrollPosition:)`, `scrollToItem(at:at:animated:)`,
/// `beginInteractiveMovementForItem(at:)`…); the rest are below.
extension UICollectionView: CollectionViewHost {
    public typealias Cell = UICollectionViewCell
    public typealias ReusableView = UICollectionReusableView

    // MARK: Data source and delegate

    /// Makes a Tessera data source feed this collection view: UIKit's `dataSource` becomes a
    /// bridge that forwards to it (held weakly, as UIKit holds its data source). Items the data
    /// source allows to move can be reordered with a long press.
    public func setDataSource(_ dataSource: (any CollectionViewDataSource)?) {
        let bridge = tesseraBridge
        bridge.dataSource = dataSource
        self.dataSource = dataSource == nil ? nil : bridge
        if dataSource != nil { bridge.installReorderGesture(on: self) }
        reloadData()
    }

    /// Makes a Tessera delegate hear this collection view (selection, display, scrolling).
    public func setDelegate(_ delegate: (any CollectionViewDelegate)?) {
        let bridge = tesseraBridge
        bridge.delegate = delegate
        self.delegate = delegate == nil ? nil : bridge
    }

    /// Makes a Tessera prefetch data source hear this collection view.
    public func setPrefetchDataSource(_ prefetchDataSource: (any CollectionViewDataSourcePrefetching)?) {
        let bridge = tesseraBridge
        bridge.prefetchDataSource = prefetchDataSource
        self.prefetchDataSource = prefetchDataSource == nil ? nil : bridge
    }

    /// The bridge between UIKit's data source and delegate protocols and Tessera's.
    var tesseraBridge: CollectionViewBridge {
        CollectionViewBridge.bridge(for: self)
    }

    /// Called with each failure Tessera kept UIKit from raising as an exception: an update that
    /// did not match the data source (the view reloads instead), a cell provider that threw or
    /// returned the wrong kind of view (an empty view is shown instead). Failures are also logged
    /// (subsystem "Tessera").
    public var tesseraFailureHandler: ((CollectionViewError) -> Void)? {
        get { tesseraBridge.failureHandler }
        set { tesseraBridge.failureHandler = newValue }
    }

    /// Which engine lays out the descriptions Tessera installs (``setLayout(_:animated:)``).
    public var tesseraLayoutEngine: TesseraLayoutEngine {
        get { tesseraBridge.layoutEngine }
        set { tesseraBridge.layoutEngine = newValue }
    }

    // MARK: Updates

    /// Applies a ``BatchUpdate`` with `performBatchUpdates(_:completion:)`, after checking it with
    /// UIKit's rules against the counts the view shows and those the Tessera data source reports.
    /// An update that does not match (UIKit would raise `NSInternalInconsistencyException`) is
    /// reported to ``tesseraFailureHandler`` and replaced by `reloadData()`, so the view still
    /// ends up showing the data source's state; `completion` then gets `true` at once.
    public func performBatchUpdates(_ update: BatchUpdate, completion: ((Bool) -> Void)?) {
        let bridge = tesseraBridge
        if let after = bridge.dataSourceCounts(of: self) {
            let before = itemCounts
            do {
                _ = try update.mapping(itemCountsBefore: before, itemCountsAfter: after)
            } catch {
                bridge.report(CollectionViewError(.invalidUpdate, "\(error.reason) — reloaded the collection view instead"))
                reloadData()
                completion?(true)
                return
            }
        }
        performBatchUpdates({ self.issue(update) }, completion: completion)
    }

    // MARK: Layout

    /// Lays the view out with a description: on ``TesseraCollectionViewLayout`` (reused when it is
    /// already installed), or on `UICollectionViewCompositionalLayout` when
    /// ``tesseraLayoutEngine`` is `.appleCompositional` and the description is a
    /// ``CompositionalLayout``.
    public func setLayout(_ layout: any CollectionLayout, animated: Bool) {
        if tesseraLayoutEngine == .appleCompositional, let compositional = layout as? CompositionalLayout {
            let translated = UICollectionViewCompositionalLayout(compositional) { [weak self] note in
                self?.tesseraBridge.report(CollectionViewError(.dataSource, "compositional translation: \(note)"))
            }
            setCollectionViewLayout(translated, animated: animated)
            return
        }
        if let current = collectionViewLayout as? TesseraCollectionViewLayout {
            current.layout = layout
            if animated { performBatchUpdates(nil) }
            return
        }
        setCollectionViewLayout(TesseraCollectionViewLayout(layout: layout), animated: animated)
    }

    /// Sets `contentInset` from directional insets, in the view's layout direction.
    public func setContentInset(_ insets: DirectionalEdgeInsets) {
        contentInset = UIEdgeInsets(insets, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    // MARK: Hosting arbitrary views

    /// ``StaticViewCell``.
    public var staticViewCellClass: AnyClass { StaticViewCell.self }

    /// ``StaticViewSupplementaryView``.
    public var staticViewSupplementaryClass: AnyClass { StaticViewSupplementaryView.self }

    /// Shows a `UIView` in a static-view cell or supplementary view, moving it out of the one
    /// that showed it before.
    public func embed(_ view: AnyObject, in container: AnyObject) {
        guard let view = view as? UIView else {
            tesseraBridge.report(CollectionViewError(.invalidView, "a static row must be a UIView, found \(type(of: view))"))
            return
        }
        (container as? StaticViewHosting)?.host(view)
    }

    /// The Auto Layout size of a `UIView` at a width.
    public func preferredSize(ofStaticView view: AnyObject, fittingWidth width: CGFloat) -> CGSize? {
        guard let view = view as? UIView else { return nil }
        return view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
    }
}
#endif
