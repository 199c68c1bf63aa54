import Foundation
import Tessera

/// A headless cell that shows a line of text, for tests.
public final class TextCell: HeadlessCell {
    /// The text shown.
    public var text = ""

    public required init() {}

    public override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }

    public override var contentDescription: String {
        contentConfiguration == nil ? text : super.contentDescription
    }
}

/// A headless cell that sizes itself to its text: 20 pt per started line of `charactersPerLine`
/// characters, plus 4 pt of padding (a stand-in for Auto Layout).
public final class SelfSizingTextCell: HeadlessCell {
    public var text = ""
    public var charactersPerLine = 30

    public required init() {}

    public override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }

    public override var contentDescription: String { text }

    public override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var preferred = layoutAttributes
        let lines = max(1, (text.count + charactersPerLine - 1) / charactersPerLine)
        preferred.frame.size.height = CGFloat(lines * 20 + 4)
        return preferred
    }
}

/// A headless supplementary view that shows a title, for tests.
public final class TitleView: HeadlessReusableView {
    public var title = ""

    public required init() {}

    public override var contentDescription: String { title }
}

/// A delegate and prefetch data source that records every call as a line, for tests.
@MainActor
public final class RecordingDelegate: CollectionViewDelegate, CollectionViewDataSourcePrefetching {
    /// The calls received, in order, like `"willDisplay [0, 3]"`.
    public private(set) var events: [String] = []

    public init() {}

    /// Forgets the recorded calls.
    public func reset() { events.removeAll() }

    /// The recorded calls that start with a prefix.
    public func events(_ prefix: String) -> [String] {
        events.filter { $0.hasPrefix(prefix) }
    }

    private static func path(_ indexPath: IndexPath) -> String {
        "[\(indexPath.map(String.init).joined(separator: ", "))]"
    }

    public func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(Self.path(indexPath))")
    }

    public func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(Self.path(indexPath))")
    }

    public func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        events.append("willDisplay \(Self.path(indexPath))")
    }

    public func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(Self.path(indexPath))")
    }

    public func collectionView(
        _ collectionView: any CollectionViewHost, willDisplaySupplementaryView view: AnyObject,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("willDisplaySupplementary \(elementKind) \(Self.path(indexPath))")
    }

    public func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        events.append("didScroll")
    }

    public func collectionViewWillBeginDragging(_ collectionView: any CollectionViewHost) {
        events.append("willBeginDragging")
    }

    public func collectionViewDidEndDragging(_ collectionView: any CollectionViewHost, willDecelerate decelerate: Bool)
    {
        events.append("didEndDragging \(decelerate)")
    }

    public func collectionViewDidEndDecelerating(_ collectionView: any CollectionViewHost) {
        events.append("didEndDecelerating")
    }

    public func collectionView(_ collectionView: any CollectionViewHost, prefetchItemsAt indexPaths: [IndexPath]) {
        events.append("prefetch \(indexPaths.map(Self.path).joined(separator: " "))")
    }

    public func collectionView(
        _ collectionView: any CollectionViewHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        events.append("cancelPrefetching \(indexPaths.map(Self.path).joined(separator: " "))")
    }
}

/// A minimal data source over nested arrays of strings, for host tests: it registers ``TextCell``
/// and shows each string; tests change ``sections`` and then tell the host.
@MainActor
public final class ArrayDataSource: CollectionViewDataSource {
    public var sections: [[String]]
    /// What `collectionView(_:cellForItemAt:)` does; defaults to dequeuing a ``TextCell``.
    public var cellFactory: ((any CollectionViewHost, IndexPath, String) throws -> AnyObject)?
    public var movable = false

    public init(sections: [[String]]) {
        self.sections = sections
    }

    public func numberOfSections(in collectionView: any CollectionViewHost) -> Int { sections.count }

    public func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    public func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws
        -> AnyObject
    {
        let text = sections[indexPath.sectionIndex][indexPath.itemIndex]
        if let cellFactory { return try cellFactory(collectionView, indexPath, text) }
        let dequeued = try collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        (dequeued as? TextCell)?.text = text
        return dequeued
    }

    public func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        movable
    }

    public func collectionView(
        _ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        let item = sections[sourceIndexPath.sectionIndex].remove(at: sourceIndexPath.itemIndex)
        sections[destinationIndexPath.sectionIndex].insert(item, at: destinationIndexPath.itemIndex)
    }
}

/// Layouts used across tests.
public enum TestLayouts {
    /// Section 0: full-width rows 44 points tall; section 1: a band of tiles 80% as wide as the
    /// view and 100 points tall that pages sideways.
    public static func rowsAndBand() -> CompositionalLayout {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var band = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                subitems: [LayoutItem(layoutSize: row)]))
        band.orthogonalScrollingBehavior = .groupPaging
        let sections = [
            LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])), band,
        ]
        return CompositionalLayout { index, _ in index < sections.count ? sections[index] : nil }
    }

    /// Full-width rows of a fixed height.
    public static func rows(height: CGFloat = 44) -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return CompositionalLayout(
            section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    /// Self-sizing rows estimated at `estimate`.
    public static func selfSizingRows(estimate: CGFloat = 44) -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
        return CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }
}

/// Data sources the tests share.
@MainActor
public enum TestDataSources {
    /// A diffable data source of whole numbers, each shown as its text in a ``TextCell``.
    public static func numbers(on collectionView: some CollectionViewHost) -> CollectionViewDiffableDataSource<Int, Int>
    {
        let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        return CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
}

// MARK: - DrawableContent

extension TitleView: DrawableContent {
    /// The title in the headline style, 16 pt from the leading edge, centred vertically.
    public func drawing(in bounds: CGRect) -> [DrawingElement] {
        let lineHeight = SystemFont(.headline).lineHeight
        return [
            .text(
                title,
                frame: CGRect(
                    x: 16, y: max(0, (bounds.height - lineHeight) / 2), width: max(0, bounds.width - 32),
                    height: lineHeight),
                style: .headline, lineLimit: 1)
        ]
    }
}
