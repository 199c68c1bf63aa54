import Foundation
import TesseraLayout

/// `CONTAINER` of docs/LayoutJSON.md: the collection view's size, scale, insets and traits, as a
/// `LayoutEnvironment`.
struct ContainerDescription: ValueDescription {
    var value: LayoutEnvironment

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height, scale, safeAreaInsets, layoutMargins, readableContentInsets, horizontalSizeClass,
            layoutDirection
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let width = try container.decode(Double.self, forKey: .width)
        guard width >= 0 else { throw container.problem("expected a width of 0 or more, found \(width)", at: .width) }
        let height = try container.decode(Double.self, forKey: .height)
        guard height >= 0 else {
            throw container.problem("expected a height of 0 or more, found \(height)", at: .height)
        }
        var traits = LayoutTraitCollection()
        if let scale = try container.decodeIfPresent(Double.self, forKey: .scale) {
            guard scale >= 0 else { throw container.problem("expected a display scale of 0 or more", at: .scale) }
            traits.displayScale = scale
        }
        try container.update(
            &traits.horizontalSizeClass, choosingFrom: LayoutNames.sizeClasses, forKey: .horizontalSizeClass)
        try container.update(
            &traits.layoutDirection, choosingFrom: LayoutNames.layoutDirections, forKey: .layoutDirection)
        value = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
            traitCollection: traits,
            safeAreaInsets: try container.valueIfPresent(InsetsDescription.self, forKey: .safeAreaInsets) ?? .zero,
            layoutMargins: try container.valueIfPresent(InsetsDescription.self, forKey: .layoutMargins) ?? .zero,
            readableContentInsets: try container.valueIfPresent(InsetsDescription.self, forKey: .readableContentInsets)
                ?? .zero)
    }
}
