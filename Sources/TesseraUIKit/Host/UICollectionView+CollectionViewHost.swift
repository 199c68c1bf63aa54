#if canImport(UIKit)
    import UIKit

    /// `UICollectionView` is a Tessera host: most requirements are UIKit's own methods
    /// (`register(_:forCellWithReuseIdentifier:)`, `performBatchUpdates(_:completion:)`,
    /// `insertItems(at:)`, `reconfigureItems(at:)`, `selectItem(at:animated:scrollPosition:)`,
    /// `scrollToItem(at:at:animated:)`, `beginInteractiveMovementForItem(at:)`…); the rest are below,
    /// each a transcription of a decision Tessera's core makes (and tests on Linux).
    extension UICollectionView: CollectionViewHosting {
        public typealias Cell = UICollectionViewCell
        public typealias ReusableView = UICollectionReusableView

        // MARK: Dequeuing

        /// UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`.
        package func hostDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
            -> UICollectionViewCell
        {
            dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }

        /// UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
        package func hostDequeueReusableSupplementaryView(
            ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
        ) -> UICollectionReusableView {
            dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        }

        /// An empty `UICollectionViewCell`, for an item whose data source failed before dequeuing one.
        package func dequeueFallbackCell(for indexPath: IndexPath) -> UICollectionViewCell {
            tesseraBridge.registerFallbackCellIfNeeded(on: self)
            return dequeueReusableCell(withReuseIdentifier: CollectionViewBridge.fallbackIdentifier, for: indexPath)
        }

        /// An empty `UICollectionReusableView`, for an element whose data source failed or gave none.
        package func dequeueFallbackSupplementaryView(ofKind elementKind: String, for indexPath: IndexPath)
            -> UICollectionReusableView
        {
            tesseraBridge.registerFallbackSupplementaryViewIfNeeded(ofKind: elementKind, on: self)
            return dequeueReusableSupplementaryView(
                ofKind: elementKind, withReuseIdentifier: CollectionViewBridge.fallbackIdentifier, for: indexPath)
        }

        // MARK: Data source and delegate

        /// Makes a Tessera data source feed this collection view: UIKit's `dataSource` becomes a
        /// bridge that forwards to it (held weakly, as UIKit holds its data source). Items the data
        /// source allows to move can be reordered with a long press.
        package func setDataSource(_ dataSource: (any CollectionViewDataSource)?) {
            let bridge = tesseraBridge
            bridge.dataSource = dataSource
            self.dataSource = dataSource == nil ? nil : bridge
            if dataSource != nil { bridge.installReorderGesture(on: self) }
            reloadData()
        }

        /// Makes a Tessera delegate hear this collection view (selection, display, scrolling). The
        /// app's own delegate goes in ``forwardingDelegate``.
        @_spi(ProtocolWitness) public func setDelegate(_ delegate: (any CollectionViewDelegate)?) {
            tesseraBridge.delegate = delegate
            installBridgeAsDelegate()
        }

        /// Makes a Tessera prefetch data source hear this collection view.
        package func setPrefetchDataSource(_ prefetchDataSource: (any CollectionViewDataSourcePrefetching)?) {
            let bridge = tesseraBridge
            bridge.prefetchDataSource = prefetchDataSource
            self.prefetchDataSource = prefetchDataSource == nil ? nil : bridge
        }

        /// The data owner the collection view keeps alive (held by its bridge, which the view
        /// holds).
        package var dataOwner: AnyObject? {
            get { tesseraBridge.dataOwner }
            set { tesseraBridge.dataOwner = newValue }
        }

        /// The bridge between UIKit's data source and delegate protocols and Tessera's.
        var tesseraBridge: CollectionViewBridge {
            CollectionViewBridge.bridge(for: self)
        }

        /// Which engine lays out the descriptions Tessera installs (`setLayout(_:animated:)`):
        /// `.automatic` (the default) runs a compositional layout on Apple's
        /// `UICollectionViewCompositionalLayout` where Apple's engine shows it exactly, and the rest
        /// on ``TesseraCollectionViewLayout``, as the core decides
        /// (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`; a headless test asks
        /// `HeadlessCollectionView.layoutEngineChoice`).
        public var tesseraLayoutEngine: TesseraLayoutEngine {
            get { tesseraBridge.layoutEngine }
            set { tesseraBridge.layoutEngine = newValue }
        }

        /// Called with each note about what the translation to `UICollectionViewCompositionalLayout`
        /// approximates. Every note is also reported through `failureHandler` (a runtime warning,
        /// a test failure under TesseraTesting), and a layout with a note runs on Tessera's engine
        /// unless the note is an approximation made by design.
        @available(*, deprecated, message: "translation notes are reported through failureHandler")
        public var tesseraTranslationNoteHandler: ((TranslationNote) -> Void)? {
            get { tesseraBridge.translationNoteHandler }
            set { tesseraBridge.translationNoteHandler = newValue }
        }

        // MARK: Updates

        /// Runs `actions` inside `UIView.performWithoutAnimation(_:)`.
        package func performWithoutAnimation(_ actions: () -> Void) {
            withoutActuallyEscaping(actions) { actions in
                UIView.performWithoutAnimation(actions)
            }
        }

        /// Runs an action on the next turn of the main run loop, after the layout pass under way.
        package func performAfterLayoutPass(_ action: @escaping @MainActor () -> Void) {
            Task { @MainActor in action() }
        }

        /// Whether the view is in a window.
        package var isInWindow: Bool { window != nil }

        /// `backgroundView`.
        package func currentBackgroundView() -> AnyObject? { backgroundView }

        /// Sets `backgroundView`; an object that is not a `UIView` is reported and nothing is shown.
        package func setBackgroundView(_ view: AnyObject?) {
            guard let view else {
                backgroundView = nil
                return
            }
            guard let view = view as? UIView else {
                reportFailure(
                    CollectionViewError(.invalidView, "an empty view must be a UIView, found \(type(of: view))"))
                return
            }
            backgroundView = view
        }

        /// The solution of the installed `TesseraCollectionViewLayout`.
        package var layoutSolution: LayoutSolution? {
            (collectionViewLayout as? TesseraCollectionViewLayout)?.solution
        }

        /// The sizes the installed `TesseraCollectionViewLayout`'s views measured themselves at.
        package var measuredLayoutSizes: MeasuredLayoutSizes? {
            (collectionViewLayout as? TesseraCollectionViewLayout)?.state.measuredSizes
        }

        /// Whether a supplementary view is a heading for VoiceOver, as the core decides on the
        /// installed engine: from Tessera's solution, or from the description behind Apple's layout
        /// (`CompositionalLayout.isAccessibilityHeading(_:in:)`), asked in the environment its
        /// sections are asked in.
        func isAccessibilityHeading(_ key: LayoutElementKey) -> Bool {
            if let layoutSolution { return layoutSolution.isAccessibilityHeading(key) }
            guard let translated = collectionViewLayout as? TranslatedCompositionalLayout else { return false }
            let layout = translated.installation.layout
            return layout.isAccessibilityHeading(key, in: layoutEnvironment(scrollDirection: layout.scrollDirection))
        }

        /// Whether `TesseraCollectionViewLayout` is installed.
        package var isLaidOutByTessera: Bool { collectionViewLayout is TesseraCollectionViewLayout }

        /// `adjustedContentInset` in the view's layout direction.
        package var directionalAdjustedContentInset: DirectionalEdgeInsets {
            DirectionalEdgeInsets(adjustedContentInset, layoutDirection: effectiveUserInterfaceLayoutDirection)
        }

        /// The scrolling axis of the installed layout: Tessera's description's, a compositional or
        /// flow layout's configuration's (vertical for other layouts).
        package var layoutScrollDirection: LayoutAxis {
            switch collectionViewLayout {
            case let layout as TesseraCollectionViewLayout: return layout.layout.scrollDirection
            case let layout as UICollectionViewCompositionalLayout:
                return layout.configuration.scrollDirection == .horizontal ? .horizontal : .vertical
            case let layout as UICollectionViewFlowLayout:
                return layout.scrollDirection == .horizontal ? .horizontal : .vertical
            default: return .vertical
            }
        }

        /// The environment the view gives a layout scrolling along `scrollDirection`
        /// (`LayoutEnvironment.init(collectionView:scrollDirection:)`).
        @_spi(ProtocolWitness) public func layoutEnvironment(scrollDirection: LayoutAxis) -> LayoutEnvironment {
            LayoutEnvironment(collectionView: self, scrollDirection: scrollDirection)
        }

        /// Whether the installed `TesseraCollectionViewLayout` could not be solved.
        package var hasLayoutError: Bool {
            (collectionViewLayout as? TesseraCollectionViewLayout)?.state.hasLayoutError ?? false
        }

        /// Does nothing: on iOS orthogonal sections scroll on Apple's compositional layout, which
        /// scrolls its bands itself (`scrollToItem(at:at:animated:)` reaches their items) and has no
        /// offset to set; Tessera's engine does not offer them (see `TesseraLayoutEngine.tessera`).
        package func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int, animated: Bool) {}

        /// The frame of an item from the layout.
        package func itemFrame(at indexPath: IndexPath) -> CGRect? {
            layoutAttributesForItem(at: indexPath)?.frame
        }

        // MARK: Layout

        /// The engine the core chooses for `layout` on this view
        /// (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`): in the view's environment,
        /// for the counts its Tessera data source reports now, on the iOS version the app runs on.
        func layoutEngineChoice(for layout: any CollectionLayout) -> LayoutEngineChoice {
            tesseraLayoutEngine.choice(
                for: layout, in: layoutEnvironment(scrollDirection: layout.scrollDirection),
                itemCounts: tesseraBridge.dataSource?.itemCounts(in: self) ?? [], features: .current)
        }

        /// Lays the view out with a description, on the engine the core chooses
        /// (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`), installed as the core decides
        /// (`InstalledLayout.installation(of:choice:animated:)`): Apple's
        /// `UICollectionViewCompositionalLayout` for a compositional layout Apple's engine shows
        /// exactly (its description replaced in place when the configuration is the same, and
        /// invalidated only when the description is not the same), ``TesseraCollectionViewLayout``
        /// (reused when it is already installed) for the rest. Decoration views the app registered
        /// on the layout come along to a new one.
        public func setLayout(_ layout: any CollectionLayout, animated: Bool) {
            let choice = layoutEngineChoice(for: layout)
            switch installedLayout.installation(of: layout, choice: choice, animated: animated) {
            case .replaceAppleDescription(let installation, let invalidates):
                (collectionViewLayout as? TranslatedCompositionalLayout)?.source.replace(
                    installation, invalidates: invalidates)
                if invalidates { collectionViewLayout.invalidateLayout() }
            case .installAppleLayout(let installation):
                let translated = TranslatedCompositionalLayout.make(
                    installation, decorations: decorationRegistrations.carriedOver,
                    onNote: { [weak self] note in self?.tesseraBridge.translationNoteHandler?(note) },
                    onLayoutEngineReconsidered: { collectionView, reasons in
                        collectionView.reconsiderLayoutEngine(reasons)
                    })
                setCollectionViewLayout(translated, animated: animated)
            case .replaceTesseraDescription(let animatesWithEmptyBatch):
                (collectionViewLayout as? TesseraCollectionViewLayout)?.layout = layout
                if animatesWithEmptyBatch { performBatchUpdates(nil) }
            case .installTesseraLayout:
                let tessera = TesseraCollectionViewLayout(layout: layout)
                tessera.adopt(decorationRegistrations.carriedOver)
                setCollectionViewLayout(tessera, animated: animated)
            }
            hostContext.flightRecorder?.recordLayout(of: self)
        }

        /// The description behind the installed layout: Tessera's layout's, or the one Tessera
        /// translated for Apple's compositional layout; none for a layout of UIKit's own.
        package var layoutDescription: (any CollectionLayout)? {
            switch collectionViewLayout {
            case let layout as TesseraCollectionViewLayout: return layout.layout
            case let translated as TranslatedCompositionalLayout: return translated.installation.layout
            default: return nil
            }
        }

        /// Chooses the engine again for the description behind Apple's layout, whose section
        /// provider met a section Apple's engine would not show exactly (`reasons`) — in an
        /// environment or for counts the last choice did not see — and withheld it: the layout
        /// moves to Tessera's engine; if the core still chooses Apple's, the section is shown
        /// approximated, and that is reported.
        func reconsiderLayoutEngine(_ reasons: [String]) {
            guard let translated = collectionViewLayout as? TranslatedCompositionalLayout else { return }
            setLayout(translated.installation.layout, animated: false)
            guard collectionViewLayout === translated else { return }
            for reason in reasons {
                reportFailure(CollectionViewError(.layout, "Apple's compositional layout approximates \(reason)"))
            }
            translated.source.showApproximations()
        }

        /// The decoration registrations of the installed layout (the app's come along to the
        /// next layout Tessera installs).
        private var decorationRegistrations: DecorationRegistrations<AnyClass> {
            switch collectionViewLayout {
            case let layout as TesseraCollectionViewLayout: return layout.decorationRegistrations
            case let layout as TranslatedCompositionalLayout: return layout.source.decorations
            default: return DecorationRegistrations()
            }
        }

        /// Replaces the description of the installed Tessera layout (or translated compositional
        /// layout) without invalidating it: the update being performed invalidates it, and it is
        /// solved once, for the update's counts. `false` when the installed layout cannot take it,
        /// on the engine the core chooses for the update's counts
        /// (`InstalledLayout.takesDescriptionInPlace(_:choice:)`).
        package func updateLayoutDescription(_ layout: any CollectionLayout) -> Bool {
            switch installedLayout.installation(of: layout, choice: layoutEngineChoice(for: layout), animated: false) {
            case .replaceAppleDescription(let installation, let invalidates):
                (collectionViewLayout as? TranslatedCompositionalLayout)?.source.replace(
                    installation, invalidates: invalidates)
                tesseraBridge.appleDescriptionChanged = tesseraBridge.appleDescriptionChanged || invalidates
                return true
            case .replaceTesseraDescription:
                (collectionViewLayout as? TesseraCollectionViewLayout)?.replaceDescription(layout)
                return true
            case .installAppleLayout, .installTesseraLayout:
                return false
            }
        }

        /// Tells the installed layout about the update being performed, as the core decides
        /// (`InstalledLayout.updateHandOver(descriptionChanged:)`): `TesseraCollectionViewLayout`
        /// moves its measured sizes with it before its next solve; Apple's layout follows the
        /// update by itself and is invalidated only for another description or sections that
        /// depend on item counts.
        package func prepareLayout(for update: BatchUpdate) {
            let descriptionChanged = tesseraBridge.appleDescriptionChanged
            tesseraBridge.appleDescriptionChanged = false
            switch installedLayout.updateHandOver(descriptionChanged: descriptionChanged) {
            case .movesMeasurementsWithUpdate:
                (collectionViewLayout as? TesseraCollectionViewLayout)?.pendingUpdate = update
            case .invalidatesSections: collectionViewLayout.invalidateLayout()
            case .none: break
            }
        }

        /// The installed layout, as the core's installation decisions see it: Tessera's engine, the
        /// translated compositional layout Tessera installed (with its description), or another
        /// layout.
        var installedLayout: InstalledLayout {
            switch collectionViewLayout {
            case is TesseraCollectionViewLayout: return .tessera
            case let translated as TranslatedCompositionalLayout: return .appleCompositional(translated.installation)
            default: return .other
            }
        }

        /// UIKit's scroll position with the same options.
        package static func scrollPosition(_ position: CollectionViewScrollPosition) -> UICollectionView.ScrollPosition
        {
            var result: UICollectionView.ScrollPosition = []
            let pairs: [(CollectionViewScrollPosition, UICollectionView.ScrollPosition)] = [
                (.top, .top), (.centeredVertically, .centeredVertically), (.bottom, .bottom),
                (.left, .left), (.centeredHorizontally, .centeredHorizontally), (.right, .right),
            ]
            for (tessera, uikit) in pairs where position.contains(tessera) { result.insert(uikit) }
            return result
        }

        /// Sets `contentInset` from directional insets, in the view's layout direction.
        package func setContentInset(_ insets: DirectionalEdgeInsets) {
            contentInset = UIEdgeInsets(insets, layoutDirection: effectiveUserInterfaceLayoutDirection)
        }

        // MARK: Hosting arbitrary views

        /// `StaticViewCell`.
        package var staticViewCellClass: AnyClass { StaticViewCell.self }

        /// `StaticViewSupplementaryView`.
        package var staticViewSupplementaryClass: AnyClass { StaticViewSupplementaryView.self }

        /// Shows a `UIView` in a static-view cell or supplementary view, moving it out of the one
        /// that showed it before.
        package func embed(_ view: AnyObject, in container: AnyObject) {
            guard let view = view as? UIView else {
                reportFailure(
                    CollectionViewError(.invalidView, "a static row must be a UIView, found \(type(of: view))"))
                return
            }
            (container as? StaticViewHosting)?.host(view)
        }

        /// The Auto Layout size of a `UIView` at a width.
        package func preferredSize(ofStaticView view: AnyObject, fittingWidth width: CGFloat) -> CGSize? {
            guard let view = view as? UIView else { return nil }
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            )
        }
    }
#endif
