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
        let view = HeadlessScreen.collectionView(size: size, layoutDirection: layoutDirection)
        let adapter = AnyListAdapter(dynamicCellTypes: [HeadlessTagCell.self, HeadlessOperationCell.self])
        adapter.setup(collectionView: view)
        adapter.reload(
            items: rows(for: query).map { row in
                switch row {
                case .sectionTitle(let text), .noResults(let text):
                    return .static(label(text, for: row, width: size.width))
                case .tag(let tag): return .dynamic(tag, cell: HeadlessTagCell.self)
                case .operation(let operation): return .dynamic(operation, cell: HeadlessOperationCell.self)
                }
            })
        return HeadlessScreen(collectionView: view, dataSource: adapter)
    }

    /// The static label of a title or placeholder row, as wide as the screen and as tall as the row.
    @MainActor
    private static func label(_ text: String, for row: Row, width: CGFloat) -> HeadlessLabel {
        let label = HeadlessLabel()
        label.text = text
        if case .noResults = row { label.isPlaceholder = true }
        label.preferredSize = CGSize(width: width, height: height(of: row))
        return label
    }
}
