import Foundation

/// The size and edge of each accessory, as ``ListContentLayout`` places them (approximations of
/// UIKit's list cell accessories). Their glyphs follow Dynamic Type as the body font does.
extension ListCellAccessory {
    /// Whether UIKit shows the accessory at the leading edge (the delete control) rather than at
    /// the trailing edge.
    package var isLeading: Bool { self == .delete }

    /// How much larger the accessory glyphs are drawn at a text size than at the default one: the
    /// body font's point size over its 17 pt at `.large` (1 at the default size, 40 / 17 at
    /// `.accessibilityExtraLarge`), as UIKit's chevron and checkmark follow the body font.
    ///
    /// - Complexity: O(1).
    package static func glyphScale(contentSizeCategory: ContentSizeCategory) -> CGFloat {
        SystemFont(.body, contentSizeCategory: contentSizeCategory).pointSize
            / SystemFont(.body, contentSizeCategory: .large).pointSize
    }

    /// The accessory's size in points: a glyph's size at the default text size (disclosure
    /// indicator 8 × 14, checkmark 14 × 14, detail and delete 22 × 22, reorder 22 × 14) scaled by
    /// ``glyphScale(contentSizeCategory:)`` and rounded to the nearest pixel of `displayScale`
    /// (0 or less does not round); a label accessory is its text in the body style.
    ///
    /// - Complexity: O(*n*) for a label of *n* characters, O(1) otherwise.
    package func size(contentSizeCategory: ContentSizeCategory = .large, displayScale: CGFloat = 3) -> CGSize {
        let glyph: CGSize
        switch self {
        case .disclosureIndicator: glyph = CGSize(width: 8, height: 14)
        case .checkmark: glyph = CGSize(width: 14, height: 14)
        case .detail, .delete: glyph = CGSize(width: 22, height: 22)
        case .reorder: glyph = CGSize(width: 22, height: 14)
        case .label(let text):
            let font = SystemFont(.body, contentSizeCategory: contentSizeCategory)
            return CGSize(width: SystemFontMetrics.width(of: text, in: font), height: font.lineHeight)
        }
        let scale = Self.glyphScale(contentSizeCategory: contentSizeCategory)
        func pixel(_ length: CGFloat) -> CGFloat {
            displayScale > 0 ? (length * scale * displayScale).rounded() / displayScale : length * scale
        }
        return CGSize(width: pixel(glyph.width), height: pixel(glyph.height))
    }
}
