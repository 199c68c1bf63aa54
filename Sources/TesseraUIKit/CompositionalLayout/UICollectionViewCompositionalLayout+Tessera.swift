#if canImport(UIKit)
    import UIKit

    extension UICollectionViewCompositionalLayout {
        /// Apple's compositional layout built from a Tessera description, for apps that install
        /// Apple's engine themselves. (Tessera's hosts install it for you where it shows the
        /// description exactly: `tesseraLayoutEngine`.)
        ///
        /// Each section is asked from `layout` with the collection view's environment, checked by
        /// Tessera's validation — a section Apple would refuse (an empty group, a repeat count
        /// below 1, a `nil` section with items, a dimension of 0) is never handed to Apple: an
        /// empty section stands in for it —, translated by `CompositionalLayoutTranslation` for the
        /// iOS version the app runs on, and built from `NSCollectionLayoutItem`,
        /// `NSCollectionLayoutGroup`, `NSCollectionLayoutSection`, boundary supplementaries and
        /// decoration items. Refusals, and everything the translation approximates, are reported
        /// through the collection view's failure channel (a runtime warning; a test failure under
        /// TesseraTesting). Decoration kinds get the view in `decorationViewClasses`, or
        /// `DecorationViews.defaultClass(forKind:)`.
        ///
        /// ```swift
        /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(layout)
        /// ```
        ///
        /// - Parameters:
        ///   - layout: The description.
        ///   - decorationViewClasses: View classes by decoration kind.
        ///   - onNote: Called with each translation note once, besides the failure report.
        package convenience init(
            _ layout: CompositionalLayout,
            decorationViewClasses: [String: AnyClass] = [:],
            onNote: (@MainActor (TranslationNote) -> Void)? = nil
        ) {
            let source = CompositionalSectionSource(
                AppleInstallation(layout, choice: LayoutEngineChoice(engine: .appleCompositional)),
                reconsidersEngine: nil, onNote: onNote)
            self.init(
                sectionProvider: { [source] index, environment in source.section(at: index, in: environment) },
                configuration: source.configuration)
            source.layout = self
            var classes = DecorationRegistrations<AnyClass>()
            for (kind, viewClass): (String, AnyClass) in decorationViewClasses {
                classes.appRegistered(viewClass, forKind: kind)
            }
            source.adopt(classes)
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
        /// The environment Apple's layout hands a handler: its container and traits.
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
