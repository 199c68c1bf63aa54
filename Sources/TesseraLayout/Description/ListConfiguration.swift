import Foundation

/// A section (or layout) that looks like a table: full-width self-sizing rows, separators,
/// optional headers and footers, and the paddings and margins of each appearance. Mirrors
/// `UICollectionLayoutListConfiguration`.
///
/// ```swift
/// var configuration = ListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
/// ```
///
/// UIKit does not document its list metrics; `metrics` holds the values observed on iOS 17–26,
/// several of them uncertain, so that an app can adjust them.
public struct ListConfiguration: Sendable, Hashable {
    /// The overall look of the list. Mirrors `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Sendable, Hashable, CaseIterable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// How a section shows its header. Mirrors `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Sendable, Hashable {
        case none
        /// A boundary supplementary view of kind ``ElementKind/sectionHeader``.
        case supplementary
        /// The first item is styled as the header (no supplementary view).
        case firstItemInSection
    }

    /// How a section shows its footer. Mirrors `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Sendable, Hashable {
        case none
        /// A boundary supplementary view of kind ``ElementKind/sectionFooter``.
        case supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Whether rows show a separator below them.
    public var showsSeparators = true
    /// Space above a plain header; `nil` is automatic (`ListMetrics.plainHeaderTopPadding` for
    /// plain lists, 0 for the others). Mirrors `headerTopPadding`.
    public var headerTopPadding: CGFloat?
    /// A fixed row height; `nil` makes rows self-size from ``estimatedRowHeight``.
    public var rowHeight: CGFloat?
    /// The estimate self-sizing rows start at.
    public var estimatedRowHeight: CGFloat = 44
    /// The metrics UIKit uses for this appearance; adjust them if a device differs.
    package var metrics = ListMetrics()

    /// Creates a list configuration.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether headers pin to the top while their section scrolls (plain lists).
    var pinsHeaders: Bool { appearance == .plain || appearance == .sidebarPlain }

    /// Whether rows are inset from the collection view's edges.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar || appearance == .sidebarPlain }

    /// Whether the appearance is grouped (paddings between sections).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

/// The metrics of list sections. Values marked uncertain in the spec are documented as such.
package struct ListMetrics: Sendable, Hashable {
    /// Horizontal margin of inset lists on most iPhones (UIKit's default table layout margin).
    package var insetMargin: CGFloat = 16
    /// Horizontal margin of inset lists on screens that want wide content margins; uncertain
    /// which devices those are (taken as widths of at least `wideMarginMinimumWidth`).
    package var wideInsetMargin: CGFloat = 20
    /// The container width from which inset lists use the wide margin.
    package var wideMarginMinimumWidth: CGFloat = 414
    /// Space above the first grouped section when it has no header (uncertain: 35).
    package var groupedFirstSectionTopPadding: CGFloat = 35
    /// Space standing in for a missing header or footer between grouped sections (17.5, aligned
    /// to the pixel grid; the rounding direction is uncertain, rounded up here).
    package var groupedHeaderFooterHeight: CGFloat = 17.5
    /// Space below the last grouped section when it has no footer (uncertain: 20).
    package var groupedLastSectionBottomPadding: CGFloat = 20
    /// Space below a sidebar section without footer.
    package var sidebarBottomPadding: CGFloat = 10
    /// Space above and below sidebarPlain sections with headers or footers.
    package var sidebarPlainPadding: CGFloat = 8
    /// Space above plain headers (iOS 15 SDKs and later).
    package var plainHeaderTopPadding: CGFloat = 22
    /// Estimated header and footer heights.
    package var plainHeaderEstimatedHeight: CGFloat = 28
    /// The estimated height of grouped list headers.
    package var groupedHeaderEstimatedHeight: CGFloat = 17.5
    /// Leading inset of row separators from the row's leading edge.
    package var separatorLeadingInset: CGFloat = 16
    /// The corner radius of an inset-grouped section: its first row rounds its top corners, its
    /// last row its bottom ones (`LayoutAttributes.cornerRadius`).
    package var insetGroupedCornerRadius: CGFloat = 10
    /// zIndexes of cells, separators and headers in lists.
    package var cellZIndex = 10
    /// The zIndex of list separators.
    package var separatorZIndex = 100
    /// The zIndex of list headers.
    package var headerZIndex = 200

    package init() {}
}

// MARK: - Building list sections

extension LayoutSection {
    /// A section that looks like a list. Mirrors `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    ///
    /// Paddings that depend on the section's position (above the first grouped section, below the
    /// last) are added when the layout is solved, as UIKit does.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment)
        -> LayoutSection
    {
        let metrics = configuration.metrics
        let rowDimension: LayoutDimension =
            configuration.rowHeight.map { .absolute($0) } ?? .estimated(configuration.estimatedRowHeight)
        var row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: rowDimension))
        row.zIndex = metrics.cellZIndex
        if configuration.showsSeparators {
            let scale = layoutEnvironment.traitCollection.displayScale
            row.anchoredDecorations = [
                AnchoredDecoration(
                    elementKind: ElementKind.listSeparator, edge: .bottom,
                    thickness: scale > 0 ? 1 / scale : 1,
                    leadingInset: metrics.separatorLeadingInset, trailingInset: 0,
                    zIndex: metrics.separatorZIndex,
                    showsOnLastItem: configuration.appearance == .plain
                )
            ]
        }
        let group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1000)),
            subitems: [row])
        var section = LayoutSection(group: group)
        section.contentInsetsReference = .none
        section.listConfiguration = configuration
        if configuration.isInset {
            let width = layoutEnvironment.container.contentSize.width
            let margin = width >= metrics.wideMarginMinimumWidth ? metrics.wideInsetMargin : metrics.insetMargin
            let leading = max(
                layoutEnvironment.layoutMargins.leading, margin + layoutEnvironment.safeAreaInsets.leading)
            let trailing = max(
                layoutEnvironment.layoutMargins.trailing, margin + layoutEnvironment.safeAreaInsets.trailing)
            section.contentInsets.leading = leading
            section.contentInsets.trailing = trailing
        }
        let estimate =
            configuration.pinsHeaders ? metrics.plainHeaderEstimatedHeight : metrics.groupedHeaderEstimatedHeight
        let supplementarySize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
        if configuration.headerMode == .supplementary {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: ElementKind.sectionHeader, alignment: .top)
            header.zIndex = metrics.headerZIndex
            header.pinToVisibleBounds = configuration.pinsHeaders
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            var footer = LayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: ElementKind.sectionFooter, alignment: .bottom)
            footer.zIndex = metrics.headerZIndex
            section.boundarySupplementaryItems.append(footer)
        }
        section.supplementariesFollowContentInsets =
            configuration.appearance != .plain && configuration.appearance != .sidebarPlain
        return section
    }

    /// This list section with the paddings that depend on where it is. Consumes the section: a
    /// section that is no list's is handed on, not copied.
    __consuming func addingListPaddings(index: Int, sectionCount: Int, scale: CGFloat) -> LayoutSection {
        guard let configuration = listConfiguration else { return self }
        let metrics = configuration.metrics
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        var padded = self
        let headerFooter =
            scale > 0
            ? (metrics.groupedHeaderFooterHeight * scale).rounded(.up) / scale : metrics.groupedHeaderFooterHeight
        switch configuration.appearance {
        case .grouped, .insetGrouped:
            if !hasHeader {
                padded.contentInsets.top += index == 0 ? metrics.groupedFirstSectionTopPadding : headerFooter
            }
            if !hasFooter {
                padded.contentInsets.bottom +=
                    index == sectionCount - 1 ? metrics.groupedLastSectionBottomPadding : headerFooter
            }
        case .sidebar:
            if !hasFooter { padded.contentInsets.bottom += metrics.sidebarBottomPadding }
        case .sidebarPlain:
            if hasHeader { padded.contentInsets.top += metrics.sidebarPlainPadding }
            if hasFooter { padded.contentInsets.bottom += metrics.sidebarPlainPadding }
        case .plain:
            break
        }
        return padded
    }

    /// Space above the header of a list section (plain lists: 22 pt by default).
    var listHeaderTopPadding: CGFloat {
        guard let configuration = listConfiguration, configuration.headerMode == .supplementary else { return 0 }
        return configuration.headerTopPadding
            ?? (configuration.appearance == .plain ? configuration.metrics.plainHeaderTopPadding : 0)
    }
}

// MARK: - List layouts

extension CompositionalLayout {
    /// A layout whose sections are all lists. Mirrors `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        var layout = CompositionalLayout(configuration: LayoutConfiguration(), identity: .list(configuration)) {
            _, environment in
            LayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.providesOneSection = true
        return layout
    }
}
