#if canImport(UIKit)
    import UIKit

    /// A view that shows `BaseSection`s — the UIKit form of the "SectionView" system: a
    /// `UICollectionView` driven by a `SectionController` (data source, delegate, one compositional
    /// section per `TypedSection`), laid out on the engine the core chooses for the sections'
    /// `CompositionalLayout` (`UICollectionView.setLayout(_:animated:)`: Apple's compositional
    /// layout where it shows the sections exactly).
    ///
    /// ```swift
    /// let sectionView = SectionView()
    /// sectionView.set(sections: [
    ///     TypedSection<ColorCell, TitleHeader, TitleFooter>(items: colors, header: "Colors", footer: "12 colors"),
    ///     SectionWithoutHeaderFooter<TextCell>(items: lines),
    /// ])
    /// sectionView.set(sections: [moreSection], append: true)
    /// ```
    @MainActor
    open class SectionView: UIView {
        /// The collection view the sections are shown on.
        public let collectionView: UICollectionView
        /// The controller that owns the sections.
        public let controller: SectionController

        /// The sections given last (the controller's `sections`).
        public var sections: [any BaseSection] { controller.sections }

        /// Creates a section view with a layout configuration (scroll direction, spacing between sections).
        public init(frame: CGRect = .zero, configuration: LayoutConfiguration = LayoutConfiguration()) {
            collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: frame.size),
                collectionViewLayout: TesseraCollectionViewLayout(layout: StackedLayout(sections: [])))
            // The controller installs the sections' compositional layout on the same layout object.
            controller = SectionController(collectionView: collectionView, configuration: configuration)
            super.init(frame: frame)
            collectionView.backgroundColor = .systemBackground
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.frame = bounds
            addSubview(collectionView)
        }

        @available(*, unavailable, message: "SectionView is created in code: use init(frame:configuration:)")
        public required init?(coder: NSCoder) {
            nil
        }

        /// Shows sections: registers their views and reloads; with `append`, inserts them after the
        /// current ones without touching those.
        public func set(sections: [any BaseSection], append: Bool = false) {
            controller.set(sections: sections, append: append)
        }

        /// Sets the insets around the content.
        public func set(contentInset: NSDirectionalEdgeInsets) {
            controller.set(contentInset: DirectionalEdgeInsets(contentInset))
        }
    }
#endif
