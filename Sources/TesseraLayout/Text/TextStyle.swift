import Foundation

/// The text styles of the system font. Mirrors `UIFont.TextStyle`: each style has a point size and
/// a weight for every ``ContentSizeCategory`` (Dynamic Type), from Apple's published iOS type
/// size table.
///
/// ```swift
/// let font = SystemFont(.body, contentSizeCategory: .extraExtraLarge)   // 21 pt regular
/// ```
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Mirrors `.largeTitle` (34 pt at the default size).
    case largeTitle
    /// Mirrors `.title1` (28 pt).
    case title1
    /// Mirrors `.title2` (22 pt).
    case title2
    /// Mirrors `.title3` (20 pt).
    case title3
    /// Mirrors `.headline` (17 pt semibold).
    case headline
    /// Mirrors `.body` (17 pt).
    case body
    /// Mirrors `.callout` (16 pt).
    case callout
    /// Mirrors `.subheadline` (15 pt).
    case subheadline
    /// Mirrors `.footnote` (13 pt).
    case footnote
    /// Mirrors `.caption1` (12 pt).
    case caption1
    /// Mirrors `.caption2` (11 pt).
    case caption2

    // MARK: Sizes

    /// The point size of the style for a content size category (Apple's iOS Dynamic Type table).
    ///
    /// - Complexity: O(1).
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        let sizes = Self.pointSizes[self] ?? Self.bodySizes
        return sizes[Self.column(of: category)]
    }

    /// The weight the system uses for the style: semibold for the headline, regular otherwise.
    public var weight: SystemFont.Weight {
        self == .headline ? .semibold : .regular
    }

    /// The column of a category in ``pointSizes``: extra small … extra extra extra large, then the
    /// five accessibility sizes.
    private static func column(of category: ContentSizeCategory) -> Int {
        ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
    }

    private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// Point sizes per style, one per content size category in `ContentSizeCategory.allCases`
    /// order (XS, S, M, L, XL, XXL, XXXL, AX1…AX5).
    private static let pointSizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: bodySizes,
        .body: bodySizes,
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
