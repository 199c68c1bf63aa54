import Foundation
import Tessera

/// A headless adapter cell showing a ``Message``, 20 pt per started 20 characters (at least 20).
package final class MessageCell: HeadlessCell, HeightMeasurableView, WidthMeasurableView, RegistrableView {
    package private(set) var message: Message?

    package required init() {}

    package func configure(model: Message, animated: Bool, completion: (() -> Void)?) {
        message = model
        completion?()
    }

    package static func calculateHeight(model: Message, width: CGFloat) -> CGFloat {
        CGFloat(max(1, (model.text.count + 19) / 20) * 20)
    }

    package static func calculateWidth(model: Message, height: CGFloat) -> CGFloat {
        CGFloat(model.text.count * 8 + 16)
    }

    package override var contentDescription: String { message?.text ?? "" }
}
