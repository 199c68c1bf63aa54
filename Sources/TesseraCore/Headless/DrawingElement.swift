import Foundation

/// One thing a ``DrawableContent`` view shows, in the view's own coordinates (origin at its
/// top-leading corner, left to right): a run of text, a filled shape or an image.
public enum DrawingElement: Sendable, Hashable {
    /// Text in a text style, wrapped in the frame's width (`TextLayout`) and clipped to the view;
    /// `lineLimit` 0 for no limit.
    case text(String, frame: CGRect, style: TextStyle = .body, color: ConfigurationColor = .label, lineLimit: Int = 0)
    /// A rectangle, rounded by `cornerRadius`, filled with a colour.
    case fill(CGRect, color: ConfigurationColor, cornerRadius: CGFloat = 0)
    /// An image (an SF Symbol or asset name), drawn as a placeholder that names it.
    case image(String, frame: CGRect, color: ConfigurationColor = .tint)
}
