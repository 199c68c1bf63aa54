#if canImport(UIKit)
    import UIKit

    /// The `UICollectionViewCompositionalLayout` Tessera installs for a description that runs on
    /// Apple's engine (`UICollectionView.setLayout(_:animated:)`): its sections come from
    /// ``CompositionalSectionSource``, and decoration views the app registers on it win over
    /// Tessera's ready-made ones (`DecorationRegistrations`), also on the next layout Tessera
    /// installs in its place.
    @MainActor
    final class TranslatedCompositionalLayout: UICollectionViewCompositionalLayout {
        /// Where the sections come from: the description, replaceable in place.
        private(set) var source: CompositionalSectionSource!

        /// Apple's layout for `installation`, with the app's decoration registrations of the layout
        /// it replaces.
        static func make(
            _ installation: AppleInstallation, decorations: DecorationRegistrations<AnyClass>,
            onNote: @escaping @MainActor (TranslationNote) -> Void,
            onLayoutEngineReconsidered: @escaping @MainActor (UICollectionView, [String]) -> Void
        ) -> TranslatedCompositionalLayout {
            let source = CompositionalSectionSource(
                installation, reconsidersEngine: onLayoutEngineReconsidered, onNote: onNote)
            let layout = TranslatedCompositionalLayout(
                sectionProvider: { [source] index, environment in source.section(at: index, in: environment) },
                configuration: source.configuration)
            layout.source = source
            source.layout = layout
            source.adopt(decorations)
            return layout
        }

        /// The description and what the core knows of it.
        var installation: AppleInstallation { source.installation }

        /// Records the app's registration, so that Tessera does not register its ready-made view
        /// over it, and carries it to the next layout Tessera installs.
        override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
            super.register(viewClass, forDecorationViewOfKind: elementKind)
            source?.decorations.appRegistered(viewClass, forKind: elementKind)
        }
    }

    // MARK: - Sections

    /// The sections of a translated compositional layout: each asked from the description with the
    /// collection view's environment (the one Tessera's engine uses), checked and translated by
    /// the core (`CompositionalLayoutTranslation.appleSection`), and built from Apple's objects.
    /// What the core reports is reported once per description through the collection view's
    /// failure channel; a section Apple's engine would not show exactly makes the collection view
    /// choose its engine again once the layout pass is over.
    @MainActor
    final class CompositionalSectionSource {
        weak var layout: UICollectionViewLayout?
        private(set) var installation: AppleInstallation
        /// The app's and Tessera's decoration registrations on the layout.
        var decorations = DecorationRegistrations<AnyClass>()
        /// The configuration Apple's layout reads once.
        let configuration: UICollectionViewCompositionalLayoutConfiguration
        private let features = CompositionalLayoutFeatures.current
        private let reconsidersEngine: (@MainActor (UICollectionView, [String]) -> Void)?
        private let onNote: (@MainActor (TranslationNote) -> Void)?
        private var reported: Set<String> = []
        private var reconsideration: Task<Void, Never>?
        /// Whether a section Apple's engine would not show exactly is shown approximated (and
        /// reported): on a layout the app installed itself, or once the collection view chose
        /// Apple's engine again for it; otherwise an empty section stands in until it has.
        private(set) var showsApproximations: Bool

        /// Shows approximated sections from now on (reported), and asks for them again.
        func showApproximations() {
            showsApproximations = true
            layout?.invalidateLayout()
        }

        init(
            _ installation: AppleInstallation, reconsidersEngine: (@MainActor (UICollectionView, [String]) -> Void)?,
            onNote: (@MainActor (TranslationNote) -> Void)?
        ) {
            self.installation = installation
            self.reconsidersEngine = reconsidersEngine
            showsApproximations = reconsidersEngine == nil
            self.onNote = onNote
            configuration = UICollectionViewCompositionalLayoutConfiguration(
                CompositionalLayoutTranslation.translate(installation.layout.configuration, features: .current)
                    .configuration)
        }

        /// Puts another description behind the layout (its configuration is the same); what was
        /// reported for the description before is reported again for a new one.
        func replace(_ installation: AppleInstallation, invalidates: Bool) {
            self.installation = installation
            if invalidates { reported.removeAll() }
        }

        /// Registers the app's classes of the layout this one replaces.
        func adopt(_ carried: DecorationRegistrations<AnyClass>) {
            for (kind, viewClass): (String, AnyClass) in carried.appClasses {
                layout?.register(viewClass, forDecorationViewOfKind: kind)
                decorations.appRegistered(viewClass, forKind: kind)
            }
        }

        /// Apple's section at `index`, as the core decides it.
        func section(at index: Int, in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
            // Apple asks for sections only while the layout is installed in a collection view.
            guard let collectionView = layout?.collectionView else { return nil }
            let description = installation.layout
            let apple = CompositionalLayoutTranslation.appleSection(
                of: description, at: index, sectionCount: collectionView.numberOfSections,
                itemCount: collectionView.numberOfItems(inSection: index),
                environment: collectionView.layoutEnvironment(scrollDirection: description.scrollDirection),
                features: features, trialSolve: true)
            report(apple, on: collectionView)
            switch apple.handedContent(showingApproximations: showsApproximations) {
            case .empty:
                return nil
            case .standIn(let standIn):
                return NSCollectionLayoutSection(standIn)
            case .translation(let translation):
                return section(translation, in: environment)
            }
        }

        private func section(_ translation: SectionTranslation, in environment: any NSCollectionLayoutEnvironment)
            -> NSCollectionLayoutSection
        {
            let section: NSCollectionLayoutSection
            switch translation.kind {
            case .list(let list):
                var listConfiguration = UICollectionLayoutListConfiguration(list)
                listConfiguration.leadingSwipeActionsConfigurationProvider = swipeActionsProvider(edge: .leading)
                listConfiguration.trailingSwipeActionsConfigurationProvider = swipeActionsProvider(edge: .trailing)
                section = NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
                section.apply(translation.listChanges)
            case .section(let translated):
                section = NSCollectionLayoutSection(translated)
            }
            section.decorationItems = translation.decorationItems.map(NSCollectionLayoutDecorationItem.make)
            for item in translation.decorationItems {
                if let viewClass = decorations.registration(
                    forKind: item.elementKind, readyMade: { DecorationViews.defaultClass(forKind: item.elementKind) })
                {
                    layout?.register(viewClass, forDecorationViewOfKind: item.elementKind)
                }
            }
            for note in translation.notes where reported.insert("note: \(note)").inserted { onNote?(note) }
            return section
        }

        /// Reports the core's failures once each, and lets the collection view choose its engine
        /// again when a section would not be shown exactly (or reports that too, for a layout the
        /// app installed itself).
        private func report(_ apple: AppleSection, on collectionView: UICollectionView) {
            for failure in apple.failures where reported.insert(failure).inserted {
                collectionView.reportFailure(CollectionViewError(.layout, failure))
            }
            guard !apple.inexactness.isEmpty else { return }
            guard let reconsidersEngine else {
                for reason in apple.inexactness where reported.insert(reason).inserted {
                    collectionView.reportFailure(
                        CollectionViewError(.layout, "Apple's compositional layout approximates \(reason)"))
                }
                return
            }
            guard reconsideration == nil else { return }
            let reasons = apple.inexactness
            reconsideration = Task { @MainActor [weak self, weak collectionView] in
                self?.reconsideration = nil
                guard let collectionView else { return }
                reconsidersEngine(collectionView, reasons)
            }
        }

        /// A list section's swipe actions: the collection view's Tessera data source answers
        /// (`CollectionViewSwipeActionsProviding`), for the item it shows at the index path.
        private func swipeActionsProvider(
            edge: SwipeActionEdge
        ) -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider {
            { [weak self] indexPath in
                guard let collectionView = self?.layout?.collectionView,
                    let provider = CollectionViewBridge.bridge(for: collectionView).dataSource
                        as? any CollectionViewSwipeActionsProviding
                else { return nil }
                return provider.swipeActionsConfiguration(forItemAt: indexPath, edge: edge).map(
                    UISwipeActionsConfiguration.init)
            }
        }
    }
#endif
