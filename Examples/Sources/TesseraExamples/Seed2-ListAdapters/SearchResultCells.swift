#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// A tag result: "#name" with its count, 44 pt.
final class TagCell: UICollectionViewListCell, HeightMeasurableView, RegistrableView {
    func configure(model: SearchResultsScreen.Tag, animated: Bool, completion: (() -> Void)?) {
        var content = UIListContentConfiguration.valueCell()
        content.text = "#\(model.name)"
        content.secondaryText = "\(model.count)"
        contentConfiguration = content
        completion?()
    }

    static func calculateHeight(model: SearchResultsScreen.Tag, width: CGFloat) -> CGFloat {
        SearchResultsScreen.height(of: .tag(model))
    }
}

/// An operation result: title and amount, 56 pt.
final class OperationCell: UICollectionViewListCell, HeightMeasurableView, RegistrableView {
    func configure(model: SearchResultsScreen.Operation, animated: Bool, completion: (() -> Void)?) {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = model.title
        content.secondaryText = model.amount
        contentConfiguration = content
        completion?()
    }

    static func calculateHeight(model: SearchResultsScreen.Operation, width: CGFloat) -> CGFloat {
        SearchResultsScreen.height(of: .operation(model))
    }
}

/// A one-line label shown as a static row (titles and the placeholder).
final class StaticLabel: UILabel {
    convenience init(text: String, style: UIFont.TextStyle, color: UIColor = .label) {
        self.init(frame: .zero)
        self.text = text
        font = .preferredFont(forTextStyle: style)
        textColor = color
        numberOfLines = 0
        textAlignment = style == .headline ? .natural : .center
    }
}
#endif
