import Foundation

/// The names docs/LayoutJSON.md gives the values of the layout enumerations, like `"horizontal"`.
package enum LayoutNames {
    // MARK: Container

    package static let sizeClasses: [String: LayoutSizeClass] = ["compact": .compact, "regular": .regular]

    package static let layoutDirections: [String: TraitEnvironmentLayoutDirection] = [
        "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
    ]

    // MARK: Layouts and sections

    package static let axes: [String: LayoutAxis] = ["horizontal": .horizontal, "vertical": .vertical]

    package static let contentInsetsReferences: [String: ContentInsetsReference] = [
        "automatic": .automatic, "none": .none, "safeArea": .safeArea, "layoutMargins": .layoutMargins,
        "readableContent": .readableContent,
    ]

    package static let orthogonalScrollingBehaviors: [String: OrthogonalScrollingBehavior] = [
        "none": .none, "continuous": .continuous, "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary,
        "paging": .paging, "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
    ]

    package static let columnBalancings: [String: WaterfallSectionLayout.ColumnBalancing] = [
        "estimatedHeights": .estimatedHeights, "measuredHeights": .measuredHeights,
    ]

    /// A group's `repetition` with a `count`: whether it is the deprecated `subitem:count:`, which
    /// makes each repetition a fraction of the group.
    package static let repetitionIsFraction: [String: Bool] = ["keepingSize": false, "fraction": true]

    // MARK: Lists

    package static let appearances: [String: ListConfiguration.Appearance] = [
        "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar,
        "sidebarPlain": .sidebarPlain,
    ]

    package static let headerModes: [String: ListConfiguration.HeaderMode] = [
        "none": .none, "supplementary": .supplementary, "firstItemInSection": .firstItemInSection,
    ]

    package static let footerModes: [String: ListConfiguration.FooterMode] = [
        "none": .none, "supplementary": .supplementary,
    ]

    // MARK: Supplementary items

    package static let alignments: [String: RectAlignment] = [
        "none": .none, "top": .top, "topLeading": .topLeading, "leading": .leading, "bottomLeading": .bottomLeading,
        "bottom": .bottom, "bottomTrailing": .bottomTrailing, "trailing": .trailing, "topTrailing": .topTrailing,
    ]

    package static let edges: [String: DirectionalRectEdge] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    ]
}
