import Foundation
import Tessera

/// A message for adapter tests: identity is the id, content the text.
public struct Message: Identifiable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }

    public var description: String { text }
}

/// A headless adapter cell showing a ``Message``, 20 pt per started 20 characters (at least 20).
public final class MessageCell: HeadlessCell, HeightMeasurableView, WidthMeasurableView, RegistrableView {
    public private(set) var message: Message?

    public required init() {}

    public func configure(model: Message, animated: Bool, completion: (() -> Void)?) {
        message = model
        completion?()
    }

    public static func calculateHeight(model: Message, width: CGFloat) -> CGFloat {
        CGFloat(max(1, (model.text.count + 19) / 20) * 20)
    }

    public static func calculateWidth(model: Message, height: CGFloat) -> CGFloat {
        CGFloat(model.text.count * 8 + 16)
    }

    public override var contentDescription: String { message?.text ?? "" }
}
