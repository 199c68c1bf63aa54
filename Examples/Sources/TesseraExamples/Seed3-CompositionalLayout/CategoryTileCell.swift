#if canImport(UIKit)
import ExampleScreens
import UIKit

/// A food-delivery category: its symbol centred above its name (``FoodDeliveryScreen/CategoryTile``'s
/// geometry), on a rounded tile.
final class CategoryTileCell: UICollectionViewCell {
    private typealias Tile = FoodDeliveryScreen.CategoryTile
    private let symbolView = UIImageView()
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.cornerCurve = .continuous
        symbolView.contentMode = .scaleAspectFit
        symbolView.tintColor = .tintColor
        nameLabel.font = .preferredFont(forTextStyle: .footnote)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        nameLabel.lineBreakMode = .byTruncatingTail
        for view in [symbolView, nameLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            symbolView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: Tile.topPadding),
            symbolView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            symbolView.widthAnchor.constraint(equalToConstant: Tile.symbolSize),
            symbolView.heightAnchor.constraint(equalToConstant: Tile.symbolSize),
            nameLabel.topAnchor.constraint(equalTo: symbolView.bottomAnchor, constant: Tile.spacing),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Tile.sidePadding),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -Tile.sidePadding),
        ])
        isAccessibilityElement = true
    }

    @available(*, unavailable, message: "created by the collection view")
    required init?(coder: NSCoder) {
        nil
    }

    /// Shows a category.
    func configure(name: String, symbol: String) {
        symbolView.image = UIImage(systemName: symbol)
        nameLabel.text = name
        accessibilityLabel = name
    }
}
#endif
