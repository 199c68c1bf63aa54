import Foundation

/// A problem in a screen description.
public enum ScreenBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two sections with the same id.
    case duplicateSection(String)
    /// Two cells with the same id.
    case duplicateItem(String)
    /// Decoration blocks that do not pair up, with the section's id.
    case unbalancedDecorationBlocks(section: String, problems: [String])
    /// A vertical space that is not a finite, non-negative number of points of at most
    /// a million points, with the section's id.
    case invalidVerticalSpace(section: String, points: CGFloat)
    /// A number of the screen's layout that cannot be laid out — insets, a row height or the
    /// space between sections that is not finite or is more than `LayoutLimits.maximumLength`
    /// points from zero, a zIndex outside `LayoutLimits.zIndexRange` — with the section's id
    /// (`nil` for the space between sections) and what was wrong.
    case invalidLayout(section: String?, reason: String)

    /// The error in a sentence, naming the section or cell.
    public var description: String {
        switch self {
        case .duplicateSection(let id): return "Two sections have the id \"\(id)\"."
        case .duplicateItem(let id): return "Two cells have the id \"\(id)\"."
        case .unbalancedDecorationBlocks(let section, let problems):
            return "Section \"\(section)\": \(problems.joined(separator: "; "))."
        case .invalidVerticalSpace(let section, let points):
            return
                "Section \"\(section)\": a vertical space of \(points) points; spaces are finite, not negative and at most \(Int(VerticalSpace.maximumPoints)) points."
        case .invalidLayout(let section?, let reason): return "Section \"\(section)\": \(reason)."
        case .invalidLayout(nil, let reason): return "The screen: \(reason)."
        }
    }
}
