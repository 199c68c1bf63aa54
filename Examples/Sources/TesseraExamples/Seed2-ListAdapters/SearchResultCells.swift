#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// A result row: a list cell that sizes itself to its content (it grows with Dynamic Type), with a
/// hairline from its text to its trailing edge (`SearchResultsScreen.separatorFrame`'s line), as
/// the headless cells draw it.
class ResultCell: UICollectionViewListCell {
    private let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        separator.backgroundColor = .separator
        separator.translatesAutoresizingMaskIntoConstraints = false
        addSubview(separator)
        NSLayoutConstraint.activate([
            separator.leadingAnchor.constraint(equalTo: separatorLayoutGuide.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1 / max(1, traitCollection.displayScale)),
        ])
    }

    @available(*, unavailable, message: "created by the collection view")
    required init?(coder: NSCoder) {
        nil
    }
}

/// A tag result: "#name" with its count.
final class TagCell: ResultCell, ConfigurableView, RegistrableView {
    func configure(model: SearchResultsScreen.Tag, animated: Bool, completion: (() -> Void)?) {
        contentConfiguration = UIListContentConfiguration(SearchResultsScreen.content(for: model))
        completion?()
    }
}

/// An operation result: title and amount.
final class OperationCell: ResultCell, ConfigurableView, RegistrableView {
    func configure(model: SearchResultsScreen.Operation, animated: Bool, completion: (() -> Void)?) {
        contentConfiguration = UIListContentConfiguration(SearchResultsScreen.content(for: model))
        completion?()
    }
}

/// A label shown as a static row (titles and the placeholder), on as many lines as its text
/// needs at the text size.
final class StaticLabel: UILabel {
    convenience init(text: String, style: UIFont.TextStyle, color: UIColor = .label) {
        self.init(frame: .zero)
        self.text = text
        font = .preferredFont(forTextStyle: style)
        adjustsFontForContentSizeCategory = true
        textColor = color
        numberOfLines = 0
        textAlignment = style == .headline ? .natural : .center
    }
}
#endif
