import Foundation
import Tessera

/// A cell whose sizes come from its model, hostile or not: `calculateHeight` returns the model's
/// height, and the cell measures itself at the model's measured height (`nil`: as laid out).
final class HostileCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    /// A model: an identity, the text shown, and the sizes it asks for.
    struct Model: Hashable, Identifiable, Sendable {
        var id: Int
        var text: String
        var height: CGFloat
        var measuredHeight: CGFloat?
    }

    /// Called by every size calculation, so that a fuzz operation can act from inside it.
    @MainActor static var onCalculate: (@MainActor () -> Void)?

    private(set) var model: Model?

    required init() {}

    func configure(model: Model, animated: Bool, completion: (() -> Void)?) {
        self.model = model
        completion?()
    }

    static func calculateHeight(model: Model, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated { onCalculate?() }
        return model.height
    }

    override var contentDescription: String { model?.text ?? "" }

    override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var preferred = attributes
        if let measured = model?.measuredHeight { preferred.frame.size.height = measured }
        return preferred
    }
}
