import Foundation
import Tessera

/// Seed 2's search results on the headless collection view, through an ``AnyListAdapter`` — static
/// title views and dynamic tag and operation cells, as the iOS screen shows them.
extension SearchResultsScreen {
    // MARK: Views

    /// A tag: "#name" and its count at the trailing edge (`.valueCell()`), 44 points.
    public final class HeadlessTagCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        public required init() {}

        public func configure(model: Tag, animated: Bool, completion: (() -> Void)?) {
            contentConfiguration = ListContentConfiguration(
                style: .valueCell, text: "#\(model.name)", secondaryText: "\(model.count)")
            completion?()
        }

        /// ``SearchResultsScreen/height(of:)``.
        public static func calculateHeight(model: Tag, width: CGFloat) -> CGFloat { height(of: .tag(model)) }
    }

    /// An operation: its title and, below, its amount (`.subtitleCell()`), 56 points.
    public final class HeadlessOperationCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        public required init() {}

        public func configure(model: Operation, animated: Bool, completion: (() -> Void)?) {
            contentConfiguration = ListContentConfiguration(
                style: .subtitleCell, text: model.title, secondaryText: model.amount)
            completion?()
        }

        /// ``SearchResultsScreen/height(of:)``.
        public static func calculateHeight(model: Operation, width: CGFloat) -> CGFloat {
            height(of: .operation(model))
        }
    }

    /// A static row: a section title in the headline style at the leading margin, or the
    /// placeholder's message centred in the secondary colour (the iOS screen's `StaticLabel`).
    public final class HeadlessLabel: HeadlessReusableView, DrawableContent {
        /// The text shown.
        public var text = ""
        /// Whether it is the "no results" placeholder (centred) rather than a title.
        public var isPlaceholder = false

        public required init() {}

        public override var contentDescription: String { text }

        /// The text, one line, vertically centred: a title 16 points from the leading edge, the
        /// placeholder centred.
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            let style: TextStyle = isPlaceholder ? .body : .headline
            let font = SystemFont(style, contentSizeCategory: preferredContentSizeCategory)
            let available = max(0, bounds.width - 32)
            let width =
                isPlaceholder ? min(available, SystemFontMetrics.width(of: text, in: font).rounded(.up)) : available
            let frame = CGRect(
                x: isPlaceholder ? (bounds.width - width) / 2 : 16, y: max(0, (bounds.height - font.lineHeight) / 2),
                width: width, height: font.lineHeight)
            return [
                .text(text, frame: frame, style: style, color: isPlaceholder ? .secondaryLabel : .label, lineLimit: 1)
            ]
        }
    }

    // MARK: Screen

    /// The results of a query on a headless collection view of a size: titles and the placeholder
    /// as static ``HeadlessLabel``s at ``SearchResultsScreen/height(of:)``, tags and operations as
    /// dynamic cells.
    ///
    /// - Complexity: that of the first layout pass.
    @MainActor
    public static func headless(
        query: String = "co", size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) -> HeadlessScreen {
        let view = HeadlessCollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: HeadlessScreen.placeholderLayout())
        view.layoutDirection = layoutDirection
        let adapter = AnyListAdapter(dynamicCellTypes: [HeadlessTagCell.self, HeadlessOperationCell.self])
        adapter.setup(collectionView: view)
        adapter.reload(
            items: rows(for: query).map { row in
                switch row {
                case .sectionTitle(let text):
                    return .static(label(text, isPlaceholder: false, row: row, width: size.width))
                case .tag(let tag): return .dynamic(tag, cell: HeadlessTagCell.self)
                case .operation(let operation): return .dynamic(operation, cell: HeadlessOperationCell.self)
                case .noResults(let text):
                    return .static(label(text, isPlaceholder: true, row: row, width: size.width))
                }
            })
        return HeadlessScreen(collectionView: view, dataSource: adapter)
    }

    /// A static label as wide as the screen and as tall as its row.
    @MainActor
    private static func label(_ text: String, isPlaceholder: Bool, row: Row, width: CGFloat) -> HeadlessLabel {
        let label = HeadlessLabel()
        label.text = text
        label.isPlaceholder = isPlaceholder
        label.preferredSize = CGSize(width: width, height: height(of: row))
        return label
    }
}

/// Seed 2's four slices on the headless collection view: one ``ListAdapter`` whose rows four
/// controllers own as ``ListSliceAdapter``s, as on iOS.
extension FourSliceScreen {
    /// A row of a slice: its text, unique across the screen.
    public struct Row: Hashable, Identifiable, Sendable {
        /// The slice it belongs to and its place there.
        public var id: String
        /// The text shown.
        public var text: String

        /// A row.
        public init(id: String, text: String) {
            self.id = id
            self.text = text
        }
    }

    /// A row cell: its text in the default list style, 44 points.
    public final class HeadlessRowCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        public required init() {}

        public func configure(model: Row, animated: Bool, completion: (() -> Void)?) {
            var content = defaultContentConfiguration()
            content.text = model.text
            contentConfiguration = content
            completion?()
        }

        /// 44 points.
        public static func calculateHeight(model: Row, width: CGFloat) -> CGFloat { 44 }
    }

    /// The rows of ``initialRows`` with identifiers.
    public static var rows: [[Row]] {
        zip(sliceTitles, initialRows).map { title, texts in
            texts.enumerated().map { Row(id: "\(title).\($0.offset)", text: $0.element) }
        }
    }

    /// The screen on a headless collection view of a size: the rows reloaded into one adapter,
    /// then sliced into one ``ListSliceAdapter`` per controller (returned with the screen, in
    /// order), which edit their rows by their own indexes.
    ///
    /// - Throws: `ListAdapterError` if a slice's range did not fit the rows (it does).
    /// - Complexity: that of the first layout pass.
    @MainActor
    public static func headless(
        size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws(ListAdapterError) -> (screen: HeadlessScreen, slices: [ListSliceAdapter<Row>]) {
        let view = HeadlessCollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: HeadlessScreen.placeholderLayout())
        view.layoutDirection = layoutDirection
        let adapter = ListAdapter<HeadlessRowCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        let rows = Self.rows
        adapter.reload(items: rows.flatMap { $0 })
        var slices: [ListSliceAdapter<Row>] = []
        var start = 0
        for sliceRows in rows {
            slices.append(try adapter[start..<start + sliceRows.count])
            start += sliceRows.count
        }
        return (HeadlessScreen(collectionView: view, dataSource: adapter), slices)
    }
}
