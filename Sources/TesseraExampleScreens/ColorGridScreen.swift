import Foundation
import Tessera

/// List style 1 — protocol-oriented sections: a two-column grid of coloured tiles with a pinned
/// header and a light footer, then a list of self-sizing text cells. The view types are
/// platform-specific; the data and layouts are shared here.
public enum ColorGridScreen {
    /// A colour as red, green and blue components (0…1), and its name.
    public struct Swatch: Hashable, Sendable {
        public var name: String
        public var red: Double
        public var green: Double
        public var blue: Double

        public init(name: String, red: Double, green: Double, blue: Double) {
            self.name = name
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `#rrggbb`.
        public var hex: String {
            String(
                format: "#%02x%02x%02x", Int((red * 255).rounded()), Int((green * 255).rounded()),
                Int((blue * 255).rounded()))
        }
    }

    public static let swatches: [Swatch] = [
        Swatch(name: "Coral", red: 1.00, green: 0.50, blue: 0.31),
        Swatch(name: "Teal", red: 0.00, green: 0.50, blue: 0.50),
        Swatch(name: "Gold", red: 1.00, green: 0.84, blue: 0.00),
        Swatch(name: "Indigo", red: 0.29, green: 0.00, blue: 0.51),
        Swatch(name: "Olive", red: 0.50, green: 0.50, blue: 0.00),
        Swatch(name: "Crimson", red: 0.86, green: 0.08, blue: 0.24),
        Swatch(name: "Sky", red: 0.53, green: 0.81, blue: 0.92),
        Swatch(name: "Mint", red: 0.60, green: 1.00, blue: 0.60),
    ]

    public static let texts: [String] = [
        "Sections own their registration, layout and selection.",
        "Adding a section never touches the others.",
        "Self-sizing text cells start at an estimated 20 points and grow to fit their text, however long it is, line after line.",
        "Short.",
    ]

    /// The grid's group: two tiles per row, nearly square, 12 pt apart across and down and 16 pt
    /// from the screen's edges (each tile inset by 6 pt in its half, the row by 10 pt), as the
    /// header's and the texts' leading margin.
    public static func gridGroup() -> LayoutGroup {
        var item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 6)
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.47)),
            subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return group
    }

    /// The text list's group: full-width rows estimated at 20 pt.
    public static func textGroup() -> LayoutGroup {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)))
        return .vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
            subitems: [item])
    }

    /// The pinned header, estimated at 40 pt: as tall as its title at the text size.
    public static func headerItem() -> LayoutBoundarySupplementaryItem {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        return header
    }

    /// The light footer, estimated at 28 pt: as tall as its text at the text size.
    public static func footerItem() -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
            elementKind: ElementKind.sectionFooter, alignment: .bottom)
    }
}
