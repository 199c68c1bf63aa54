#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// A coloured square with its name, wrapped on as many lines as the text size needs, in black or
/// white by contrast with the colour.
final class ColorCell: UICollectionViewCell, SectionCell {
    struct Data: SectionCellData {
        var swatch: ColorGridScreen.Swatch
        var onSelect: (@MainActor () -> Void)?
    }

    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    @available(*, unavailable, message: "created by the collection view")
    required init?(coder: NSCoder) {
        nil
    }

    @discardableResult
    func setup(with data: Data) -> Self {
        let swatch = data.swatch
        contentView.backgroundColor = UIColor(red: swatch.red, green: swatch.green, blue: swatch.blue, alpha: 1)
        nameLabel.text = "\(swatch.name) \(swatch.hex)"
        nameLabel.textColor = swatch.labelColor.uiColor  // black or white, by contrast with the swatch
        return self
    }

    static func groupSize() -> LayoutGroup { ColorGridScreen.gridGroup() }
}

/// A self-sizing line of text: Tessera's ready-made text cell.
final class TextRowCell: TextCell, SectionCell {
    struct Data: SectionCellData {
        var text: String
        var onSelect: (@MainActor () -> Void)?
    }

    @discardableResult
    func setup(with data: Data) -> Self {
        text = data.text
        return self
    }

    static func groupSize() -> LayoutGroup { ColorGridScreen.textGroup() }
}

/// The pinned header, on the screen's background so that the tiles scroll under it.
final class BoldHeader: TitleSupplementaryView, SectionHeader {
    @discardableResult
    func setup(with data: String) -> Self {
        style = .header
        text = data
        backgroundColor = .systemBackground
        return self
    }

    static func headerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.headerItem() }
}

/// The light footer.
final class LightFooter: TitleSupplementaryView, SectionFooter {
    @discardableResult
    func setup(with data: String) -> Self {
        style = .footer
        text = data
        return self
    }

    static func footerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.footerItem() }
}
#endif
