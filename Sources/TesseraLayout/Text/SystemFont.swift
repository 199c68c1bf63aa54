import Foundation

/// The system font (SF Pro) at a point size and weight, as ``TextLayout`` measures it: its
/// line height and the advances of its glyphs come from ``SystemFontMetrics``, a documented
/// approximation — Linux has no San Francisco font to ask.
///
/// ```swift
/// let body = SystemFont(.body)                          // 17 pt, line height ≈ 20.29 pt
/// let title = SystemFont(size: 22, weight: .semibold)
/// ```
public struct SystemFont: Sendable, Hashable {
    /// The weights the approximation distinguishes. Mirrors `UIFont.Weight`'s common values.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Mirrors `.regular`.
        case regular
        /// Mirrors `.medium`.
        case medium
        /// Mirrors `.semibold`.
        case semibold
        /// Mirrors `.bold`.
        case bold
    }

    /// The size in points; finite and greater than zero.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    // MARK: Creating a font

    /// The font of a point size and weight. A size that is not finite or not greater than zero
    /// is replaced by 17 pt (the body size), so that a font can always measure text.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
    }

    /// The font of a text style for a content size category. Mirrors
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public init(_ style: TextStyle, contentSizeCategory: ContentSizeCategory = .large) {
        self.init(size: style.pointSize(for: contentSizeCategory), weight: style.weight)
    }

    // MARK: Metrics

    /// The height of a line: the font's ascender plus descender (SF Pro: 1950 + 494 units of
    /// 2048 per em, no line gap), as `UIFont.lineHeight` reports it; 20.29 pt at 17 pt.
    public var lineHeight: CGFloat { pointSize * SystemFontMetrics.lineHeightPerEm }

    /// The distance from the top of a line to its baseline (the ascender); 16.19 pt at 17 pt.
    public var ascender: CGFloat { pointSize * SystemFontMetrics.ascenderPerEm }
}
