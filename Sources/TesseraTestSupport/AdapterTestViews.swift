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

/// A list adapter of ``MessageCell``s, 44 pt rows, set up on a headless collection view 390 × 2000
/// and showing one message per text (ids from 0).
@MainActor
public func makeMessageList(_ texts: [String]) -> (ListAdapter<MessageCell>, HeadlessCollectionView) {
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 2000), collectionViewLayout: TestLayouts.rows())
    let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
    adapter.setup(collectionView: view)
    adapter.reload(items: texts.enumerated().map { Message(id: $0.offset, text: $0.element) })
    return (adapter, view)
}
