import Foundation

/// Shows a list of ``BaseSection``s on a collection view: the data source, the delegate (selection
/// goes to the section's `select(row:)`) and a compositional layout that asks each section for its
/// `section()`. This is the platform-independent core of the "SectionView" system; TesseraUIKit's
/// `SectionView` wraps a `UICollectionView` around one.
///
/// ```swift
/// let controller = SectionController(collectionView: collectionView)
/// controller.set(sections: [colorGrid, textList])
/// controller.set(sections: [moreColors], append: true)   // the others are not touched
/// ```
@MainActor
public final class SectionController: CollectionViewDataSource, CollectionViewDelegate {
    /// The sections shown.
    public private(set) var sections: [any BaseSection] = []
    /// The collection view the sections are shown on.
    public private(set) weak var collectionView: (any CollectionViewHost)?
    /// The layout configuration (scroll direction, spacing between sections).
    public var configuration: LayoutConfiguration {
        didSet { installLayout() }
    }

    private var descriptions: [LayoutSection] = []

    /// Creates a controller and makes it the collection view's data source and delegate.
    public init(collectionView: some CollectionViewHost, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.collectionView = collectionView
        self.configuration = configuration
        collectionView.setDataSource(self)
        collectionView.setDelegate(self)
        installLayout()
    }

    /// Shows sections: registers them and reloads; with `append`, adds them after the current
    /// ones with an insertion that leaves the others untouched.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the host's reload or insertion.
    public func set(sections newSections: [any BaseSection], append: Bool = false) {
        guard let collectionView else { return }
        for section in newSections { section.registrate(collectionView: collectionView) }
        if append {
            let start = sections.count
            sections.append(contentsOf: newSections)
            descriptions.append(contentsOf: newSections.map { $0.section() })
            installLayout()
            collectionView.insertSections(IndexSet(start..<sections.count))
        } else {
            sections = newSections
            descriptions = newSections.map { $0.section() }
            installLayout()
            collectionView.reloadData()
        }
    }

    /// Sets the insets around the content.
    public func set(contentInset: DirectionalEdgeInsets) {
        collectionView?.setContentInset(contentInset)
    }

    /// The compositional layout of the current sections.
    public var layout: CompositionalLayout {
        let descriptions = self.descriptions
        return CompositionalLayout(configuration: configuration) { index, _ in
            descriptions.indices.contains(index) ? descriptions[index] : nil
        }
    }

    private func installLayout() {
        collectionView?.setLayout(layout, animated: false)
    }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: any CollectionViewHost) -> Int {
        sections.count
    }

    public func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].numberOfElements : 0
    }

    public func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws -> AnyObject {
        guard sections.indices.contains(indexPath.sectionIndex) else {
            throw CollectionViewError(.outOfRange, "section \(indexPath.sectionIndex) is out of range for \(sections.count) sections")
        }
        return try sections[indexPath.sectionIndex].cell(for: collectionView, indexPath: indexPath)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String, at indexPath: IndexPath) throws -> AnyObject? {
        guard sections.indices.contains(indexPath.sectionIndex) else { return nil }
        let description = descriptions[indexPath.sectionIndex]
        guard let item = description.boundarySupplementaryItems.first(where: { $0.elementKind == elementKind }) else { return nil }
        let section = sections[indexPath.sectionIndex]
        // Footers sit at the end of the section (bottom, or trailing when scrolling horizontally).
        let isFooter = !item.alignment.edges.isDisjoint(with: [.bottom, .trailing]) && item.alignment.edges.isDisjoint(with: [.top, .leading])
        return isFooter ? try section.footer(for: collectionView, indexPath: indexPath) : try section.header(for: collectionView, indexPath: indexPath)
    }

    // MARK: CollectionViewDelegate

    public func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.sectionIndex) else { return }
        sections[indexPath.sectionIndex].select(row: indexPath.itemIndex)
    }
}
