import Foundation

/// Input ``TextLayout`` cannot lay text out for, with a message naming the value.
public enum TextLayoutError: Error, Hashable, Sendable {
    /// The width to wrap in is NaN or negative.
    case invalidWidth(CGFloat)
    /// The line limit is negative (0 means no limit).
    case invalidLineLimit(Int)
}

// MARK: - CustomStringConvertible

extension TextLayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidWidth(let width):
            return "text cannot be wrapped in a width of \(width): the width must be a number of points, 0 or more"
        case .invalidLineLimit(let limit):
            return "a line limit of \(limit) is not valid: use 0 for no limit, or a positive number of lines"
        }
    }
}
