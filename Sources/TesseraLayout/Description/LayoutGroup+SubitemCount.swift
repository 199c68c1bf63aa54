import Foundation

// MARK: - Fixed and adaptive counts

extension LayoutGroup {
    /// How many copies of its subitem a `subitem:count:` group holds: a fixed number, or as many as
    /// fit at a minimum size — SwiftUI's `GridItem(.adaptive(minimum:))` for compositional
    /// sections.
    ///
    /// ```swift
    /// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    /// var row = LayoutGroup.horizontal(
    ///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
    ///     subitem: item, count: .adaptive(minimum: 150))
    /// row.interItemSpacing = .fixed(8)
    /// ```
    public enum SubitemCount: Sendable, Hashable {
        /// Exactly this many copies.
        case fixed(Int)
        /// As many copies as fit with at least `minimum` points each along the group's axis:
        /// `max(1, floor((length + spacing) / (minimum + spacing)))` for the group's resolved
        /// length (its size less its content insets) and its fixed inter-item spacing, counted
        /// when the layout is solved.
        case adaptive(minimum: CGFloat)
    }

    /// A group of copies of `subitem` sharing its width equally, each forced to
    /// `.fractionalWidth(1 / count)` (with fixed inter-item spacing, of the width less the gaps);
    /// `count` may adapt to the group's width.
    ///
    /// - Complexity: O(1); an adaptive count is resolved once per solve of the group, in O(1).
    public static func horizontal(layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: SubitemCount)
        -> LayoutGroup
    {
        LayoutGroup(
            layoutSize: layoutSize, subitems: [subitem.layoutSubitem], layoutDirection: .horizontal,
            repetition: count.repetition)
    }

    /// A group of copies of `subitem` sharing its height equally, each forced to
    /// `.fractionalHeight(1 / count)`; `count` may adapt to the group's height.
    ///
    /// - Complexity: O(1); an adaptive count is resolved once per solve of the group, in O(1).
    public static func vertical(layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: SubitemCount)
        -> LayoutGroup
    {
        LayoutGroup(
            layoutSize: layoutSize, subitems: [subitem.layoutSubitem], layoutDirection: .vertical,
            repetition: count.repetition)
    }
}

// MARK: - Resolving

extension LayoutGroup.SubitemCount {
    /// The repetition the engine solves.
    var repetition: LayoutGroup.Repetition {
        switch self {
        case .fixed(let count): return .countForcingFraction(count)
        case .adaptive(let minimum): return .adaptive(minimum: minimum)
        }
    }

    /// How many items of at least `minimum` fit in `length` with `spacing` between them (at
    /// least one).
    static func adaptiveCount(minimum: CGFloat, length: CGFloat, spacing: CGFloat) -> Int {
        let fitting = ((length + spacing) / (minimum + spacing) + 1e-9).rounded(.down)
        guard fitting.isFinite, fitting >= 1 else { return 1 }
        return Int(min(fitting, CGFloat(GroupSolver.maximumLeaves)))
    }
}
