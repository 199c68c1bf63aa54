import Foundation
import Tessera

/// The category tile: its symbol centred above its name, on a rounded tile — the look of the
/// UIKit, SwiftUI and headless screens alike. A list content configuration would put the image
/// beside the text, leaving the name a sliver of the 88-point tile.
extension FoodDeliveryScreen {
    /// The geometry of a category tile, shared by every screen that draws one.
    public enum CategoryTile {
        /// The symbol's side, in points.
        public static let symbolSize: CGFloat = 28
        /// Space above the symbol, in points.
        public static let topPadding: CGFloat = 18
        /// Space between the symbol and the name, in points.
        public static let spacing: CGFloat = 10
        /// Space at each side of the name, in points.
        public static let sidePadding: CGFloat = 6
        /// The least space under the name, in points.
        public static let bottomPadding: CGFloat = 12
        /// The size of a tile at the default text size, and the least at any size.
        public static let minimumSize = CGSize(width: 88, height: 96)

        /// The size of tiles that show each of `names` on one line under the symbol at a text
        /// size: ``minimumSize``, or wider and taller when the longest name or its line needs it
        /// (at the accessibility sizes).
        ///
        /// - Complexity: O(*n*) for *n* characters of the names.
        public static func size(fitting names: [String], contentSizeCategory: ContentSizeCategory) -> CGSize {
            let font = SystemFont(textStyle, contentSizeCategory: contentSizeCategory)
            let widest = names.map { SystemFontMetrics.width(of: $0, in: font).rounded(.up) }.max() ?? 0
            let height = topPadding + symbolSize + spacing + font.lineHeight + bottomPadding
            return CGSize(
                width: max(minimumSize.width, widest + 2 * sidePadding),
                height: max(minimumSize.height, height.rounded(.up)))
        }
        /// The name's text style.
        public static let textStyle = TextStyle.footnote

        /// The symbol's frame in a tile of `bounds`: centred, ``topPadding`` from the top.
        public static func symbolFrame(in bounds: CGRect) -> CGRect {
            CGRect(x: bounds.midX - symbolSize / 2, y: topPadding, width: symbolSize, height: symbolSize)
        }

        /// The name's frame in a tile of `bounds` for a text size: one line, centred under the
        /// symbol, as wide as the text and no wider than the tile less ``sidePadding`` each side.
        ///
        /// - Complexity: O(*n*) for *n* characters of the name.
        public static func nameFrame(
            of name: String, in bounds: CGRect, contentSizeCategory: ContentSizeCategory = .large
        ) -> CGRect {
            let font = SystemFont(textStyle, contentSizeCategory: contentSizeCategory)
            let width = min(
                max(0, bounds.width - 2 * sidePadding), SystemFontMetrics.width(of: name, in: font).rounded(.up))
            return CGRect(
                x: bounds.midX - width / 2, y: topPadding + symbolSize + spacing, width: width, height: font.lineHeight)
        }
    }

    /// A cell of the headless screen: list content for banners and restaurants, and the category
    /// tile, drawn through ``DrawableContent``, for categories.
    public final class HeadlessItemCell: HeadlessCell, DrawableContent {
        /// The category shown as a tile, or `nil` when the cell shows list content.
        public var category: (name: String, symbol: String)?

        public required init() {}

        public override func prepareForReuse() {
            super.prepareForReuse()
            category = nil
        }

        public override var contentDescription: String {
            category.map { "[\($0.symbol)] \($0.name)" } ?? super.contentDescription
        }

        /// The tile's symbol and name (``CategoryTile``); nothing for list content.
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            guard let category else { return [] }
            let name = CategoryTile.nameFrame(
                of: category.name, in: bounds, contentSizeCategory: preferredContentSizeCategory)
            return [
                .image(category.symbol, frame: CategoryTile.symbolFrame(in: bounds)),
                .text(category.name, frame: name, style: CategoryTile.textStyle, lineLimit: 1),
            ]
        }
    }
}
