import Foundation

/// A view configured from a model. The cells of ``ListAdapter`` adopt it.
@MainActor
public protocol ConfigurableView: AnyObject {
    /// The value the view shows.
    associatedtype Model
    /// Shows a model; call `completion` when done (immediately when not animated).
    func configure(model: Model, animated: Bool, completion: (() -> Void)?)
}

/// A view registered under its own reuse identifier.
@MainActor
public protocol RegistrableView: AnyObject {
    /// The reuse identifier: by default the type's fully qualified name, so that two types of the
    /// same name in different scopes or modules (`FeedScreen.Cell`, `ProfileScreen.Cell`) never
    /// share one.
    static var reuseIdentifier: String { get }
}

extension RegistrableView {
    public static var reuseIdentifier: String { defaultReuseIdentifier(for: self) }
}

/// The reuse identifier Tessera gives a view type: its fully qualified name
/// (`String(reflecting:)`), unique per type, where the short name (`String(describing:)`) is not.
///
/// - Complexity: O(1).
package func defaultReuseIdentifier(for type: Any.Type) -> String {
    String(reflecting: type)
}

/// A view that knows its height for a width — needed by vertical lists with a computed height.
@MainActor
public protocol HeightMeasurableView: ConfigurableView {
    /// The height of a cell showing `model` at `width`, without a cell (used by
    /// ``ListItemSizeMode/calculated``).
    static func calculateHeight(model: Model, width: CGFloat) -> CGFloat
}

/// A view that knows its width for a height — needed by horizontal lists with a computed width.
@MainActor
public protocol WidthMeasurableView: ConfigurableView {
    /// The width of a cell showing `model` at `height`, without a cell.
    static func calculateWidth(model: Model, height: CGFloat) -> CGFloat
}
