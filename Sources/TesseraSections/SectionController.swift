import Foundation
@_spi(Testing) import TesseraCore

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
    /// The sections given last: what ``set(sections:append:)`` with `append` adds to. While an
    /// update is in flight, the collection view shows them once it and the ones queued after it
    /// are shown.
    public private(set) var sections: [any BaseSection] = []
    /// The collection view the sections are shown on.
    package var collectionView: (any CollectionViewHosting)? { updater.host }
    /// The layout configuration (scroll direction, spacing between sections).
    public var configuration: LayoutConfiguration {
        didSet { updater.setLayout(layout) }
    }

    /// A view shown behind the content while the sections have no items. Mirrors IGListKit's
    /// `emptyView`.
    public var emptyView: AnyObject? {
        get { updater.emptyView }
        set { updater.emptyView = newValue }
    }

    /// The section descriptions of ``sections``.
    private var descriptions: [LayoutSection] = []
    /// The sections the collection view shows, with their descriptions: the data source and the
    /// delegate answer from them (an update switches them inside its batch), never from a state
    /// that is still queued.
    private var shown: (sections: [any BaseSection], descriptions: [LayoutSection]) = ([], [])
    private let updater: CollectionViewUpdater<SectionKey, SectionRow>
    /// How many times each section object occurs in ``sections`` (each occurrence has its own
    /// key), and their elements together: what an append continues from.
    private var occurrences: [ObjectIdentifier: Int] = [:]
    private var elementCount = 0

    /// Creates a controller and makes it the collection view's data source and delegate.
    public init(collectionView: some CollectionViewHost, configuration: LayoutConfiguration = LayoutConfiguration()) {
        let collectionView = collectionView.drivenHostingOrDetached(for: "SectionController")
        self.configuration = configuration
        self.updater = CollectionViewUpdater(host: collectionView)
        collectionView.setDataSource(self)
        collectionView.setDelegate(self)
        collectionView.dataOwner = self
        collectionView.setLayout(layout, animated: false)
    }

    /// Shows sections: registers them and reloads; with `append`, adds them after the current
    /// ones with an insertion that leaves the others untouched. The layout changes with the data:
    /// it is solved once, for the new sections. An append made while an update is in flight adds
    /// to the sections given last, so that sections appended one after another all show.
    ///
    /// - Complexity: O(*n*) for *n* items of the sections given, plus the host's reload; with
    ///   `append`, O(*k* + *s*) for the *k* items of the sections appended and *s* sections, plus the
    ///   host's insertion: the sections already there are not looked at again.
    public func set(sections newSections: [any BaseSection], append: Bool = false) {
        guard let collectionView else { return }
        for section in newSections { section.registrate(collectionView: collectionView) }
        let given = append ? sections + newSections : newSections
        let givenDescriptions = (append ? descriptions : []) + newSections.map { $0.section() }
        if !append {
            occurrences = [:]
            elementCount = 0
        }
        let counts = Self.checkedCounts(of: newSections, from: append ? sections.count : 0, total: &elementCount) {
            collectionView.reportFailure(CollectionViewError(.invalidCall, $0))
        }
        // An append edits the snapshot given last: the update costs the sections it adds.
        var snapshot = append ? updater.snapshotForEditing() : Snapshot()
        Self.append(newSections, counts: counts, to: &snapshot, occurrences: &occurrences)
        sections = given
        descriptions = givenDescriptions
        updater.apply(
            snapshot, animatingDifferences: true, reloadingData: !append,
            layout: Self.layout(configuration, givenDescriptions),
            commit: { [weak self] in self?.shown = (given, givenDescriptions) })
    }

    /// Sets the insets around the content.
    public func set(contentInset: DirectionalEdgeInsets) {
        collectionView?.setContentInset(contentInset)
    }

    /// The compositional layout of the sections given last (``sections``).
    public var layout: CompositionalLayout {
        Self.layout(configuration, descriptions)
    }

    private static func layout(_ configuration: LayoutConfiguration, _ descriptions: [LayoutSection])
        -> CompositionalLayout
    {
        CompositionalLayout(configuration: configuration) { index, _ in
            descriptions.indices.contains(index) ? descriptions[index] : nil
        }
    }

    /// The most elements the sections shown hold together: each is a row of the snapshot, made
    /// and hashed when the sections are set (a count is not a list the app already holds).
    package nonisolated static let maximumElementCount = 10_000_000

    /// Each section's number of elements, read once and checked one by one: a count below 0, or
    /// one that would take the sections past ``maximumElementCount`` elements, is reported
    /// (naming the section, the first being section `firstIndex`) and that section shows no items,
    /// before any work is done on it. `total` holds the elements of the sections before them, and
    /// takes theirs.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    private static func checkedCounts(
        of sections: [any BaseSection], from firstIndex: Int, total: inout Int, report: (String) -> Void
    ) -> [Int] {
        sections.enumerated().map { index, section in
            let count = section.numberOfElements
            guard count >= 0, count <= maximumElementCount - total else {
                report(
                    "section \(firstIndex + index) (\(type(of: section))) has \(count) elements; a section has 0 or more, and all sections together at most \(maximumElementCount): it shows none"
                )
                return 0
            }
            total += count
            return count
        }
    }

    /// Appends sections to a snapshot: one identifier per section object (a section given twice
    /// gets one per occurrence, counted in `occurrences`), one per row. The objects are held while
    /// their snapshot is shown or queued (``sections``, `shown`), so a new section never takes an
    /// identifier a shown one has.
    ///
    /// - Complexity: O(*k* + *s*) for *k* rows and *s* sections appended.
    private static func append(
        _ sections: [any BaseSection], counts: [Int], to snapshot: inout Snapshot<SectionKey, SectionRow>,
        occurrences: inout [ObjectIdentifier: Int]
    ) {
        ItemVisits.record(counts.reduce(0, +))
        for (section, count) in zip(sections, counts) {
            let object = ObjectIdentifier(section)
            let key = SectionKey(object: object, occurrence: occurrences[object, default: 0])
            occurrences[object, default: 0] += 1
            do {
                try snapshot.appendSections([key])
                try snapshot.appendItems((0..<count).map { SectionRow(section: key, row: $0) }, toSection: key)
            } catch {
                preconditionFailure(
                    "SectionController: a section's key (its object and occurrence) and its rows are unique by construction, but building the snapshot failed: \(error)"
                )
            }
        }
    }

    // MARK: CollectionViewDataSource

    package func numberOfSections(in collectionView: any CollectionViewHost) -> Int {
        shown.sections.count
    }

    /// The number of rows the section had when it was shown: a section whose items change is
    /// shown again with ``set(sections:append:)``.
    package func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        let counts = updater.shownItemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    package func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws
        -> AnyObject
    {
        let sections = shown.sections
        guard sections.indices.contains(indexPath.sectionIndex) else {
            throw CollectionViewError(
                .outOfRange, "section \(indexPath.sectionIndex) is out of range for \(sections.count) sections")
        }
        return try sections[indexPath.sectionIndex].cell(for: collectionView, indexPath: indexPath)
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) throws -> AnyObject? {
        let (sections, descriptions) = shown
        guard sections.indices.contains(indexPath.sectionIndex) else { return nil }
        let description = descriptions[indexPath.sectionIndex]
        guard let item = description.boundarySupplementaryItems.first(where: { $0.elementKind == elementKind }) else {
            return nil
        }
        let section = sections[indexPath.sectionIndex]
        // Footers sit at the end of the section (bottom, or trailing when scrolling horizontally).
        let isFooter =
            !item.alignment.edges.isDisjoint(with: [.bottom, .trailing])
            && item.alignment.edges.isDisjoint(with: [.top, .leading])
        return isFooter
            ? try section.footer(for: collectionView, indexPath: indexPath)
            : try section.header(for: collectionView, indexPath: indexPath)
    }

    // MARK: CollectionViewDelegate

    @_spi(ProtocolWitness) public func collectionView(
        _ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath
    ) {
        let sections = shown.sections
        guard sections.indices.contains(indexPath.sectionIndex) else { return }
        sections[indexPath.sectionIndex].select(row: indexPath.itemIndex)
    }
}

/// A section's identity in a ``SectionController``'s snapshots: the section object, and which
/// occurrence of it.
struct SectionKey: Hashable, Sendable {
    var object: ObjectIdentifier
    var occurrence: Int
}

/// A row's identity in a ``SectionController``'s snapshots: its section and position.
struct SectionRow: Hashable, Sendable {
    var section: SectionKey
    var row: Int
}
