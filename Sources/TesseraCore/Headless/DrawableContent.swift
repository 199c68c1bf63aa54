import Foundation

/// A headless view that is not drawn from a ``ListContentConfiguration`` describes what it shows,
/// so that previews draw it (TesseraPreview's `RenderedSVG`) rather than a fallback box.
///
/// ```swift
/// final class PriceTagCell: HeadlessCell, DrawableContent {
///     var price = ""
///     func drawing(in bounds: CGRect) -> [DrawingElement] {
///         [.fill(bounds.insetBy(dx: 4, dy: 4), color: .secondarySystemBackground, cornerRadius: 8),
///          .text(price, frame: bounds.insetBy(dx: 12, dy: 10), style: .headline)]
///     }
/// }
/// ```
@MainActor
public protocol DrawableContent: AnyObject {
    /// What the view shows, back to front, in a view of `bounds` (its size, at the origin).
    func drawing(in bounds: CGRect) -> [DrawingElement]
}
