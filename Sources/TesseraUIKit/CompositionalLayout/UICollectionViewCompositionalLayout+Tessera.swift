#if canImport(UIKit)
    import UIKit

    extension UICollectionViewCompositionalLayout {
        /// Apple's compositional layout built from a Tessera description, for apps that prefer Apple's
        /// engine (for example to get its list sections' swipe actions and its own orthogonal scrolling).
        ///
        /// Each section is asked from `layout` with Apple's environment, translated by
        /// `CompositionalLayoutTranslation` for the iOS version the app runs on, and built from
        /// `NSCollectionLayoutItem`, `NSCollectionLayoutGroup`, `NSCollectionLayoutSection`,
        /// boundary supplementaries and decoration items. Decoration kinds get the view in
        /// `decorationViewClasses`, or ``DecorationViews/defaultClass(forKind:)``.
        ///
        /// ```swift
        /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(layout) { note in
        ///     print("approximated:", note)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - layout: The description.
        ///   - decorationViewClasses: View classes by decoration kind.
        ///   - onNote: Called with what the translation approximated or left out, once per note.
        public convenience init(
            _ layout: CompositionalLayout,
            decorationViewClasses: [String: AnyClass] = [:],
            onNote: (@MainActor (TranslationNote) -> Void)? = nil
        ) {
            self.init(
                description: CompositionalDescription(layout), decorationViewClasses: decorationViewClasses,
                onNote: onNote)
        }

        /// Apple's compositional layout whose sections come from a description that can be replaced
        /// (with the same configuration) while the layout is installed: Tessera replaces it inside an
        /// update, so that the sections change together with the data.
        convenience init(
            description: CompositionalDescription,
            decorationViewClasses: [String: AnyClass] = [:],
            onNote: (@MainActor (TranslationNote) -> Void)? = nil
        ) {
            let registrar = CompositionalDecorationRegistrar(classes: decorationViewClasses, onNote: onNote)
            let features = CompositionalLayoutFeatures.current
            let (configuration, configurationNotes) = CompositionalLayoutTranslation.translate(
                description.layout.configuration, features: features)
            self.init(
                sectionProvider: { index, appleEnvironment in
                    let environment = LayoutEnvironment(appleEnvironment)
                    guard let description = description.layout.section(at: index, sectionEnvironment: environment)
                    else { return nil }
                    // A custom section (a waterfall) is placed for the items the collection view has.
                    let itemCount = registrar.layout?.collectionView.map { collectionView in
                        index < collectionView.numberOfSections ? collectionView.numberOfItems(inSection: index) : 0
                    }
                    let translation = CompositionalLayoutTranslation.translate(
                        description, features: features, environment: environment, itemCount: itemCount)
                    registrar.report(translation.notes)
                    let section: NSCollectionLayoutSection
                    switch translation.kind {
                    case .list(let list):
                        var listConfiguration = UICollectionLayoutListConfiguration(list)
                        listConfiguration.leadingSwipeActionsConfigurationProvider =
                            registrar.swipeActionsProvider(edge: .leading)
                        listConfiguration.trailingSwipeActionsConfigurationProvider =
                            registrar.swipeActionsProvider(edge: .trailing)
                        section = NSCollectionLayoutSection.list(
                            using: listConfiguration, layoutEnvironment: appleEnvironment)
                    case .section(let translated):
                        section = NSCollectionLayoutSection(translated)
                    }
                    section.decorationItems = translation.decorationItems.map(NSCollectionLayoutDecorationItem.make)
                    registrar.registerViews(forKinds: translation.decorationItems.map(\.elementKind))
                    return section
                }, configuration: UICollectionViewCompositionalLayoutConfiguration(configuration))
            registrar.layout = self
            registrar.report(configurationNotes)
        }
    }

    // MARK: - Replaceable descriptions

    /// The description behind a translated compositional layout.
    @MainActor
    final class CompositionalDescription {
        /// The description the section provider reads.
        var layout: CompositionalLayout

        init(_ layout: CompositionalLayout) {
            self.layout = layout
        }
    }

    // MARK: - Decoration views and notes

    /// Registers decoration views as sections reveal their kinds, and reports each note once.
    @MainActor
    private final class CompositionalDecorationRegistrar {
        weak var layout: UICollectionViewLayout?
        private let classes: [String: AnyClass]
        private let onNote: (@MainActor (TranslationNote) -> Void)?
        private var registeredKinds: Set<String> = []
        private var reportedNotes: Set<TranslationNote> = []

        init(classes: [String: AnyClass], onNote: (@MainActor (TranslationNote) -> Void)?) {
            self.classes = classes
            self.onNote = onNote
        }

        func registerViews(forKinds kinds: [String]) {
            for kind in kinds where !registeredKinds.contains(kind) {
                guard let layout else { return }
                layout.register(
                    classes[kind] ?? DecorationViews.defaultClass(forKind: kind), forDecorationViewOfKind: kind)
                registeredKinds.insert(kind)
            }
        }

        /// A list section's swipe actions: the collection view's Tessera data source answers
        /// (``CollectionViewSwipeActionsProviding``), for the item it shows at the index path.
        func swipeActionsProvider(
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

        func report(_ notes: [TranslationNote]) {
            guard let onNote else { return }
            for note in notes where reportedNotes.insert(note).inserted {
                onNote(note)
            }
        }
    }

    // MARK: - Features

    extension CompositionalLayoutFeatures {
        /// The features of the iOS version the app runs on.
        static var current: CompositionalLayoutFeatures {
            if #available(iOS 17, tvOS 17, *) { return .iOS(17) }
            if #available(iOS 16, tvOS 16, *) { return .iOS(16) }
            return .iOS(15)
        }
    }

    // MARK: - Environment and configuration

    extension LayoutEnvironment {
        /// The environment Apple's layout hands a section provider: its container and traits (Apple
        /// does not pass the safe area or margins; they are already in the container's insets).
        @MainActor
        init(_ environment: any NSCollectionLayoutEnvironment) {
            self.init(
                container: LayoutContainer(
                    contentSize: environment.container.contentSize,
                    contentInsets: DirectionalEdgeInsets(environment.container.contentInsets)
                ),
                traitCollection: LayoutTraitCollection(environment.traitCollection)
            )
        }
    }

    extension UICollectionViewCompositionalLayoutConfiguration {
        /// Apple's layout configuration with a Tessera configuration's values.
        @MainActor
        convenience init(_ configuration: LayoutConfiguration) {
            self.init()
            scrollDirection = configuration.scrollDirection == .vertical ? .vertical : .horizontal
            interSectionSpacing = configuration.interSectionSpacing
            contentInsetsReference = UIContentInsetsReference(configuration.contentInsetsReference)
            boundarySupplementaryItems = configuration.boundarySupplementaryItems.map(
                NSCollectionLayoutBoundarySupplementaryItem.init)
        }
    }

    extension UIContentInsetsReference {
        init(_ reference: ContentInsetsReference) {
            self = UIContentInsetsReference(rawValue: reference.rawValue) ?? .automatic
        }
    }

    extension UICollectionLayoutListConfiguration {
        /// Apple's list configuration with a Tessera list's appearance, separators and header and
        /// footer modes (row heights and metrics are Apple's own).
        @MainActor
        init(_ list: ListConfiguration) {
            let appearance: UICollectionLayoutListConfiguration.Appearance
            switch list.appearance {
            case .plain: appearance = .plain
            case .grouped: appearance = .grouped
            case .insetGrouped: appearance = .insetGrouped
            case .sidebar: appearance = .sidebar
            case .sidebarPlain: appearance = .sidebarPlain
            }
            self.init(appearance: appearance)
            showsSeparators = list.showsSeparators
            switch list.headerMode {
            case .none: headerMode = .none
            case .supplementary: headerMode = .supplementary
            case .firstItemInSection: headerMode = .firstItemInSection
            }
            footerMode = list.footerMode == .supplementary ? .supplementary : .none
            headerTopPadding = list.headerTopPadding
        }
    }
#endif
