import Foundation

/// How a list adapter sizes its items along the list's axis (height for vertical lists, width for
/// horizontal ones).
public enum ListItemSizeMode: Sendable, Hashable {
    /// Every item has this extent.
    case fixed(CGFloat)
    /// Each item's extent comes from its cell type's static calculation
    /// (``HeightMeasurableView/calculateHeight(model:width:)`` or
    /// ``WidthMeasurableView/calculateWidth(model:height:)``), cached by item identity.
    case calculated
    /// Items start at an estimate and take the size their cells measure.
    case automatic(estimated: CGFloat)

    /// Every row of a vertical list is `height` points tall.
    public static func fixed(height: CGFloat) -> ListItemSizeMode { .fixed(height) }

    /// Every item of a horizontal list is `width` points wide.
    public static func fixed(width: CGFloat) -> ListItemSizeMode { .fixed(width) }
}
