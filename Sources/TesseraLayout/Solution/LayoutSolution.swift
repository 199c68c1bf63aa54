import Foundation

/// Every frame of a solved layout — cells, supplementary and decoration views — with the scroll
/// state that moves some of them (pinned headers, orthogonal sections, visible-items handlers).
///
/// A solution does no per-item work for sections whose groups are all alike: the frame of item *i*
/// is computed from its group's slot when asked. ``elements(in:)`` costs O(log n + k) for *k*
/// results. Measured sizes update it in place (``updateItemSize(_:at:)``), touching only what moved.
public struct LayoutSolution: Sendable {
    var sections: [SolvedSection]
    /// Where each section starts along the scrolling axis.
    var sectionOffsets: [CGFloat] = []
    /// Layout-level boundary items, in content coordinates.
    var globalBoundaries: [SolvedBoundary] = []
    let environment: LayoutEnvironment
    /// The axis the content scrolls along.
    public let scrollDirection: LayoutAxis
    let interSectionSpacing: CGFloat
    let boundaryItems: [LayoutBoundarySupplementaryItem]
    var measuredBoundaryItems: [LayoutElementKey: CGSize]
    let roundsFramesToPixels: Bool
    let resolver: DimensionResolver

    /// The size of the whole content.
    public private(set) var contentSize: CGSize = .zero

    /// Whether elements depend on the content offset (see ``dependsOnContentOffset``).
    private(set) var hasScrollDependentElements = false

    /// The scroll position, for pinned supplementaries and visible-items handlers.
    public var contentOffset: CGPoint = .zero

    /// Insets of the visible area (navigation bars, home indicator) that pinned headers stay clear
    /// of; UIKit's `adjustedContentInset`.
    package var adjustedContentInset: DirectionalEdgeInsets = .zero

    /// What the host reports about what Apple's compositional layout is given for this layout:
    /// sections refused and shown empty, approximations made by design (``AppleEngineModel``).
    package var appleEngineReports: [String] = []

    /// Orthogonal scroll offsets by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]

    /// How far any section's cells may overflow its frame (items larger than their groups), so that
    /// range queries still find them.
    var sectionSearchMargin: CGFloat = 0

    init(
        sections: [SolvedSection],
        environment: LayoutEnvironment,
        scrollDirection: LayoutAxis,
        interSectionSpacing: CGFloat,
        boundaryItems: [LayoutBoundarySupplementaryItem],
        measuredBoundaryItems: [LayoutElementKey: CGSize],
        roundsFramesToPixels: Bool
    ) throws(LayoutError) {
        self.sections = sections
        self.environment = environment
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundaryItems = boundaryItems
        self.measuredBoundaryItems = measuredBoundaryItems
        self.roundsFramesToPixels = roundsFramesToPixels
        self.resolver = DimensionResolver(scale: environment.traitCollection.displayScale)
        try assemble()
    }

    // MARK: Assembly

    /// Stacks the sections, places layout-level boundary items and computes the content size.
    /// Nothing is changed when it throws: every value is computed first, then stored.
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` when a section's frames or the content size
    ///   reach past ``LayoutLimits/maximumCoordinate`` (or overflow to infinity).
    /// - Complexity: O(number of sections).
    mutating func assemble() throws(LayoutError) {
        let scroll = scrollDirection, cross = scroll.orthogonal
        let root = environment.container.contentSize
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(sections.count)
        var offset: CGFloat = 0
        var crossExtent = root[cross]
        var hadContent = false
        // By index, field by field: a copy of a section would retain every table it holds.
        for index in sections.indices {
            let isPlaceholder = sections[index].isPlaceholder
            if interSectionSpacing != 0 && hadContent && !isPlaceholder {
                offset += interSectionSpacing
            }
            offsets.append(offset)
            offset += sections[index].extent
            crossExtent = max(crossExtent, sections[index].crossExtent)
            hadContent = hadContent || !isPlaceholder
        }
        var host = CGRect.zero
        host.size[cross] = root[cross]
        host.size[scroll] = offset
        let placement = try BoundaryItemSolver.place(
            boundaryItems, in: host, scrollAxis: scroll, resolver: resolver,
            measured: { [measuredBoundaryItems] kind, index in
                measuredBoundaryItems[.supplementary(kind, IndexPath(index: index))]
            },
            path: "configuration"
        )
        let shift = -min(0, placement.extendingMinimum)
        let boundaries = placement.items.map { boundary in
            var moved = boundary
            moved.frame = boundary.frame.offset(by: shift, along: scroll)
            return moved
        }
        var size = CGSize.zero
        size[scroll] = max(offset, placement.extendingMaximum) + shift
        size[cross] = crossExtent
        if roundsFramesToPixels {
            size = CGSize(width: resolver.roundToPixels(size.width), height: resolver.roundToPixels(size.height))
        }
        // Finite input can overflow: sums and products past the largest CGFloat are infinite.
        if let section = sections.firstIndex(where: { !$0.isFinite }) {
            throw .invalidInput(
                "section \(section): its frames are too large to represent (past \(LayoutLimits.maximumCoordinate) points, or infinite); reduce its dimensions, insets, spacing or item count"
            )
        }
        guard size.width.isRepresentableCoordinate, size.height.isRepresentableCoordinate,
            boundaries.allSatisfy({ $0.frame.isFiniteFrame })
        else {
            throw .invalidInput(
                "content: the content size is too large to represent (\(size)); reduce the sections' dimensions, insets, spacing or item counts"
            )
        }
        sectionOffsets = offsets.map { $0 + shift }
        sectionSearchMargin = sections.reduce(0) { max($0, $1.overhang) }
        globalBoundaries = boundaries
        contentSize = size
        hasScrollDependentElements = computeScrollDependence()
    }

    /// Puts a section solved again in its place and stacks the sections again; when that throws,
    /// the section it replaced is put back, so that the solution is as it was.
    ///
    /// - Complexity: O(number of sections).
    mutating func replaceSection(_ section: Int, with solved: SolvedSection) throws(LayoutError) {
        let replaced = sections[section]
        sections[section] = solved
        do {
            try assemble()
        } catch {
            sections[section] = replaced
            throw error
        }
    }

    // MARK: Sections

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in a section (0 for an index out of range).
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        guard sections.indices.contains(section) else { return 0 }
        return sections[section].itemCount
    }

    /// A section's frame in content coordinates (from the top of an extending header to the bottom
    /// of an extending footer, across the whole width), or `nil` for an index out of range.
    ///
    /// - Complexity: O(1).
    package func frame(ofSection section: Int) -> CGRect? {
        guard sections.indices.contains(section) else { return nil }
        return mirrored(sectionFrame(section))
    }

    func sectionFrame(_ section: Int) -> CGRect {
        var frame = CGRect.zero
        frame.origin[scrollDirection] = sectionOffsets[section]
        frame.size[scrollDirection] = sections[section].extent
        frame.size[scrollDirection.orthogonal] = sections[section].crossExtent
        return frame
    }

    /// The environment a section was solved in (the one its provider received).
    ///
    /// - Complexity: O(1).
    package func environment(ofSection section: Int) -> LayoutEnvironment? {
        sections.indices.contains(section) ? sections[section].environment : nil
    }

    /// The collection view's environment the layout was solved in.
    package var rootEnvironment: LayoutEnvironment { environment }
}
