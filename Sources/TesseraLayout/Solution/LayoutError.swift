/// A layout description or input that cannot be solved, with a message naming the element and the
/// problem. Thrown by ``CollectionLayout/solve(in:content:)``; UIKit logs or asserts in these cases.
public enum LayoutError: Error, Hashable, Sendable {
    /// A dimension is not greater than zero, or not finite.
    case invalidDimension(String)
    /// A group has no subitem, or a repeating group has none or several.
    case invalidGroup(String)
    /// A group leaves no room for its subitems, or cannot fit a single one.
    case noRoom(String)
    /// A section provider returned no section for a section that has items.
    case missingSection(Int)
    /// The container, the input counts or a measured size is not usable.
    case invalidInput(String)
}

// MARK: - CustomStringConvertible

extension LayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidDimension(let message), .invalidGroup(let message), .noRoom(let message),
            .invalidInput(let message):
            return message
        case .missingSection(let index):
            return
                "section \(index): Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error."
        }
    }
}
