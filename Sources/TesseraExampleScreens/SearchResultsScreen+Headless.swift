import Foundation
import Tessera

/// Seed 2's search results on the headless collection view, through an ``AnyListAdapter`` — static
/// title views and dynamic tag and operation cells, as the iOS screen shows them.
extension SearchResultsScreen {
    // MARK: Views

    /// A result row: list content that sizes itself (it grows with Dynamic Type) over a separator
    /// line from its text to its trailing edge (``separatorFrame(in:textLeadingInset:displayScale:)``),
    /// drawn through ``DrawableContent`` as the iOS cells draw a hairline view.
    public class HeadlessResultCell: HeadlessCell, DrawableContent {
        public required init() {}

        /// The separator under the content.
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            let textLeadingInset = contentLayout(width: bounds.width)?.textLeadingInset ?? 16
            return [
                .fill(
                    separatorFrame(in: bounds, textLeadingInset: textLeadingInset, displayScale: displayScale),
                    color: .separator)
            ]
        }
    }

    /// A tag: "#name" and its count at the trailing edge (`.valueCell()`).
    public final class HeadlessTagCell: HeadlessResultCell, ConfigurableView, RegistrableView {
        public required init() {}

        public func configure(model: Tag, animated: Bool, completion: (() -> Void)?) {
            contentConfiguration = content(for: model)
            completion?()
        }
    }

    /// An operation: its title and, below, its amount (`.subtitleCell()`).
    public final class HeadlessOperationCell: HeadlessResultCell, ConfigurableView, RegistrableView {
        public required init() {}

        public func configure(model: Operation, animated: Bool, completion: (() -> Void)?) {
            contentConfiguration = content(for: model)
            completion?()
        }
    }

    /// A static row: a section title in the headline style at the leading margin, or the
    /// placeholder's message centred in the secondary colour (the iOS screen's `StaticLabel`),
    /// wrapped on as many lines as it needs at the text size.
    public final class HeadlessLabel: HeadlessReusableView, DrawableContent {
        /// The text shown.
        public var text = ""
        /// Whether it is the "no results" placeholder (centred) rather than a title.
        public var isPlaceholder = false
        /// The least height: ``SearchResultsScreen/height(of:)`` of the row.
        public var minimumHeight: CGFloat = 0

        public required init() {}

        public override var contentDescription: String { text }

        /// The text's style.
        private var style: TextStyle { isPlaceholder ? .body : .headline }

        /// The text wrapped in the row's width less 16 points each side, at the text size.
        private func textLayout(width: CGFloat) -> TextLayout? {
            try? TextLayout(
                text, font: SystemFont(style, contentSizeCategory: preferredContentSizeCategory),
                width: max(0, width - 32))
        }

        /// As tall as the text and 8 points above and below it, and at least ``minimumHeight``.
        public override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes
        {
            guard let layout = textLayout(width: layoutAttributes.frame.width) else { return layoutAttributes }
            var preferred = layoutAttributes
            preferred.frame.size.height = max(minimumHeight, (layout.height + 16).rounded(.up))
            return preferred
        }

        /// The text, vertically centred: a title 16 points from the leading edge, the placeholder
        /// centred.
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            guard let layout = textLayout(width: bounds.width) else { return [] }
            let width = isPlaceholder ? layout.width.rounded(.up) : max(0, bounds.width - 32)
            let frame = CGRect(
                x: isPlaceholder ? (bounds.width - width) / 2 : 16, y: max(0, (bounds.height - layout.height) / 2),
                width: width, height: layout.height)
            return [.text(text, frame: frame, style: style, color: isPlaceholder ? .secondaryLabel : .label)]
        }
    }

    // MARK: Screen

    /// The results of a query on a headless collection view of a size: titles and the placeholder
    /// as static ``HeadlessLabel``s, tags and operations as dynamic cells; every row as tall as its
    /// content at the text size.
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
                    return .static(label(text, for: row))
                case .tag(let tag): return .dynamic(tag, cell: HeadlessTagCell.self)
                case .operation(let operation): return .dynamic(operation, cell: HeadlessOperationCell.self)
                }
            })
        return HeadlessScreen(collectionView: view, dataSource: adapter)
    }

    /// The static label of a title or placeholder row, at least as tall as the row.
    @MainActor
    private static func label(_ text: String, for row: Row) -> HeadlessLabel {
        let label = HeadlessLabel()
        label.text = text
        if case .noResults = row { label.isPlaceholder = true }
        label.minimumHeight = height(of: row)
        return label
    }
}
