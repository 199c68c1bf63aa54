import Foundation
import Tessera

/// Seed 1 on the headless collection view, through a ``SectionController`` and typed sections —
/// the same sections as the iOS screen, with headless views that draw what the UIKit ones show.
extension ColorGridScreen {
    // MARK: Views

    /// A coloured square with its name and hex value at its bottom-leading corner, in black or
    /// white by contrast (``Swatch/labelColor``; the iOS screen's `ColorCell`), drawn through
    /// ``DrawableContent``.
    public final class HeadlessSwatchCell: HeadlessCell, SectionCell, DrawableContent {
        /// A swatch and what selecting it does.
        public struct Data: SectionCellData {
            /// The colour shown.
            public var swatch: Swatch
            /// Called when the square is selected.
            public var onSelect: (@MainActor () -> Void)?

            /// A swatch and what selecting it does.
            public init(swatch: Swatch, onSelect: (@MainActor () -> Void)? = nil) {
                self.swatch = swatch
                self.onSelect = onSelect
            }
        }

        /// The colour shown.
        public private(set) var swatch: Swatch?

        public required init() {}

        @discardableResult
        public func setup(with data: Data) -> Self {
            swatch = data.swatch
            return self
        }

        /// Two squares per row (``ColorGridScreen/gridGroup()``).
        public static func groupSize() -> LayoutGroup { gridGroup() }

        public override var contentDescription: String { swatch.map { "\($0.name) \($0.hex)" } ?? "" }

        /// The square in its colour (corners of 12 points), and its name in the headline style
        /// 12 points from the bottom and the sides, on as many lines as it needs at the text size
        /// (the last line at the bottom).
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            guard let swatch else { return [] }
            let font = SystemFont(.headline, contentSizeCategory: preferredContentSizeCategory)
            let width = max(0, bounds.width - 24)
            let height = (try? TextLayout(contentDescription, font: font, width: width))?.height ?? font.lineHeight
            let label = CGRect(x: 12, y: max(0, bounds.height - 12 - height), width: width, height: height)
            return [
                .fill(bounds, color: swatch.color, cornerRadius: 12),
                .text(contentDescription, frame: label, style: .headline, color: swatch.labelColor),
            ]
        }
    }

    /// A line of text that sizes itself to its text (the iOS screen's `TextRowCell`): a list
    /// content configuration, measured by ``HeadlessCell``.
    public final class HeadlessTextRowCell: HeadlessCell, SectionCell {
        /// The text and what selecting it does.
        public struct Data: SectionCellData {
            /// The text shown.
            public var text: String
            /// Called when the row is selected.
            public var onSelect: (@MainActor () -> Void)?

            /// A text and what selecting it does.
            public init(text: String, onSelect: (@MainActor () -> Void)? = nil) {
                self.text = text
                self.onSelect = onSelect
            }
        }

        public required init() {}

        @discardableResult
        public func setup(with data: Data) -> Self {
            var content = defaultContentConfiguration()
            content.text = data.text
            contentConfiguration = content
            return self
        }

        /// Full-width rows estimated at 20 points (``ColorGridScreen/textGroup()``).
        public static func groupSize() -> LayoutGroup { textGroup() }
    }

    /// The pinned header: the section's title in the headline style, on the screen's background
    /// so that the tiles scroll under it (the iOS screen's `BoldHeader`).
    public final class HeadlessHeader: HeadlessCell, SectionHeader {
        public required init() {}

        @discardableResult
        public func setup(with data: String) -> Self {
            contentConfiguration = ListContentConfiguration(style: .plainHeader, text: data)
            backgroundConfiguration = .listPlainCell()
            return self
        }

        /// ``ColorGridScreen/headerItem()``: estimated at 40 points, pinned.
        public static func headerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.headerItem() }
    }

    /// The light footer under the grid (the iOS screen's `LightFooter`).
    public final class HeadlessFooter: HeadlessCell, SectionFooter {
        public required init() {}

        @discardableResult
        public func setup(with data: String) -> Self {
            contentConfiguration = ListContentConfiguration(style: .plainFooter, text: data)
            return self
        }

        /// ``ColorGridScreen/footerItem()``: estimated at 28 points.
        public static func footerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.footerItem() }
    }

    // MARK: Screen

    /// The screen on a headless collection view of a size: the swatches under "Colors" with their
    /// count in the footer, then the texts, as two typed sections of a ``SectionController``.
    ///
    /// - Complexity: that of the first layout pass.
    @MainActor
    public static func headless(
        size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) -> HeadlessScreen {
        let view = HeadlessScreen.collectionView(size: size, layoutDirection: layoutDirection)
        let controller = SectionController(collectionView: view)
        let grid = TypedSection<HeadlessSwatchCell, HeadlessHeader, HeadlessFooter>(
            items: swatches.map { HeadlessSwatchCell.Data(swatch: $0) }, header: "Colors",
            footer: "\(swatches.count) colors")
        let texts = SectionWithoutHeaderFooter<HeadlessTextRowCell>(
            items: texts.map { HeadlessTextRowCell.Data(text: $0) })
        controller.set(sections: [grid, texts])
        return HeadlessScreen(collectionView: view, dataSource: controller)
    }
}

extension ColorGridScreen.Swatch {
    /// The colour of the swatch's label: black or white, by contrast with ``color`` (``LabelContrast``).
    public var labelColor: ConfigurationColor { LabelContrast.labelColor(on: color) }

    /// The swatch's colour, to draw.
    public var color: ConfigurationColor {
        func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        return .rgb(red: byte(red), green: byte(green), blue: byte(blue))
    }
}
