import Foundation

/// A line-based grid: items flow along a line until it is full, then onto the next line. Mirrors
/// `UICollectionViewFlowLayout`, including its justification: full lines are justified (first item
/// at the leading inset, last one flush with the trailing inset), a line with a single item is
/// centred, and the last line keeps the grid when all items have one size (`itemSize`) or is
/// leading-aligned with the minimum spacing otherwise. Items are centred across their line.
///
/// ```swift
/// var flow = FlowLayout()
/// flow.itemSize = CGSize(width: 100, height: 100)
/// flow.headerReferenceSize = CGSize(width: 0, height: 50)
/// let solution = try flow.solve(in: environment, content: LayoutContent(itemCounts: [8]))
/// ```
public struct FlowLayout: CollectionLayout {
    /// Which insets of the collection view section insets are added to. Mirrors
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Sendable, Hashable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    /// Sizes for each item, as `collectionView(_:layout:sizeForItemAt:)` gives them. Lines built
    /// from these sizes use the non-uniform last-line rule.
    public typealias ItemSizeProvider = @Sendable (IndexPath) -> CGSize

    /// The axis the content scrolls along.
    public var scrollDirection: LayoutAxis = .vertical
    /// The size of every item, unless `itemSizeProvider` gives one.
    public var itemSize = CGSize(width: 50, height: 50)
    /// Per-item sizes, overriding ``itemSize``.
    public var itemSizeProvider: ItemSizeProvider?
    /// A non-zero estimate makes items size themselves: they start at the estimate and take the
    /// sizes fed back to the solution.
    public var estimatedItemSize: CGSize = .zero
    /// The minimum spacing between lines of items.
    public var minimumLineSpacing: CGFloat = 10
    /// The minimum spacing between items of a line.
    public var minimumInteritemSpacing: CGFloat = 10
    /// Section insets; `leading` and `trailing` are UIKit's `left` and `right`.
    public var sectionInset: DirectionalEdgeInsets = .zero
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Header and footer sizes; only the extent along the scrolling axis is used (height for
    /// vertical scrolling), and they span the collection view's width.
    public var headerReferenceSize: CGSize = .zero
    /// The size of section footers (their height in vertical layouts).
    public var footerReferenceSize: CGSize = .zero
    /// Whether section headers stick to the top while their section is visible.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stick to the bottom while their section is visible.
    public var sectionFootersPinToVisibleBounds = false
    /// Whether frames and the content size are rounded to the pixel grid.
    public var roundsFramesToPixels = true

    /// Creates a flow layout with UIKit's defaults.
    public init() {}

    /// - Complexity: O(*n*) for *n* items (each item's size may differ).
    @_spi(ProtocolWitness) public func solve(in environment: LayoutEnvironment, content: LayoutContent)
        throws(LayoutError) -> LayoutSolution
    {
        try validate(environment, content)
        try validateMetrics()
        let measured = content.itemSizesBySection()
        var sections: [SolvedSection] = []
        for (index, count) in content.itemCounts.enumerated() {
            sections.append(
                try FlowSectionSolver.solve(
                    self, section: index, itemCount: count, environment: environment, measured: measured[index] ?? [:]))
        }
        return try LayoutSolution(
            sections: consume sections, environment: environment, scrollDirection: scrollDirection,
            interSectionSpacing: 0,
            boundaryItems: [], measuredBoundaryItems: [:], roundsFramesToPixels: roundsFramesToPixels
        )
    }

    private func validateMetrics() throws(LayoutError) {
        for (name, value) in [
            ("minimumLineSpacing", minimumLineSpacing), ("minimumInteritemSpacing", minimumInteritemSpacing),
        ] where !value.isFinite || value < 0 {
            throw .invalidDimension("flow: \(name) must be finite and not negative, found \(value)")
        }
        guard sectionInset.isFinite else {
            throw .invalidDimension("flow: sectionInset must be finite, found \(sectionInset)")
        }
        for (name, size) in [
            ("itemSize", itemSize), ("estimatedItemSize", estimatedItemSize),
            ("headerReferenceSize", headerReferenceSize), ("footerReferenceSize", footerReferenceSize),
        ]
        where !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            throw .invalidDimension("flow: \(name) must be finite and not negative, found \(size)")
        }
        if itemSizeProvider == nil && estimatedItemSize == .zero && (itemSize.width <= 0 || itemSize.height <= 0) {
            throw .invalidDimension("flow: itemSize must be greater than zero, found \(itemSize)")
        }
    }
}

/// A flow section and the measurements it was solved with, to solve it again.
struct FlowSectionSource: Sendable {
    var layout: FlowLayout
    var index: Int
    var itemCount: Int
    var environment: LayoutEnvironment
    var measured: [Int: CGSize]
}

/// Lays out one flow section.
enum FlowSectionSolver {
    static func solve(
        _ layout: FlowLayout, section: Int, itemCount: Int, environment: LayoutEnvironment, measured: [Int: CGSize]
    ) throws(LayoutError) -> SolvedSection {
        let scroll = layout.scrollDirection, cross = scroll.orthogonal
        let root = environment.container.contentSize
        let reference: DirectionalEdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: reference = .zero
        case .fromSafeArea: reference = environment.safeAreaInsets
        case .fromLayoutMargins: reference = environment.insets(for: .layoutMargins)
        }
        let insets = layout.sectionInset
        let available = root[cross] - reference.total(cross) - insets.total(cross)
        let spacing = layout.minimumInteritemSpacing

        func size(of item: Int) throws(LayoutError) -> CGSize {
            let size: CGSize
            if let measuredSize = measured[item], layout.estimatedItemSize != .zero {
                size = measuredSize
            } else if let provider = layout.itemSizeProvider {
                size = provider(IndexPath(section: section, item: item))
            } else {
                size = layout.estimatedItemSize != .zero ? layout.estimatedItemSize : layout.itemSize
            }
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw .invalidInput("flow: item \(section)-\(item) has an invalid size \(size)")
            }
            return size
        }

        /// Places a line of item sizes along the cross axis.
        func line(_ sizes: [CGSize], justified: Bool, grid: (count: Int, gap: CGFloat)?) -> GroupSolution {
            let height = sizes.map { $0[scroll] }.max() ?? 0
            let total = sizes.reduce(0) { $0 + $1[cross] }
            var leaves: [SolvedLeaf] = []
            var cursor: CGFloat = 0
            let gap: CGFloat
            if let grid {
                gap = grid.gap
                if grid.count == 1 { cursor = (available - total) / 2 }
            } else if justified {
                gap = sizes.count > 1 ? max(spacing, (available - total) / CGFloat(sizes.count - 1)) : 0
                if sizes.count == 1 { cursor = (available - total) / 2 }
            } else {
                gap = spacing
            }
            for size in sizes {
                var frame = CGRect.zero
                frame.origin[cross] = cursor
                frame.origin[scroll] = (height - size[scroll]) / 2
                frame.size = size
                leaves.append(SolvedLeaf(slot: frame, frame: frame, zIndex: 0, itemID: -1))
                cursor += size[cross] + gap
            }
            return GroupSolution(size: CGSize(main: height, cross: max(available, 0), axis: scroll), leaves: leaves)
        }

        var sequence: GroupSequence
        let uniform = layout.itemSizeProvider == nil && layout.estimatedItemSize == .zero
        if uniform {
            let itemSize = layout.itemSize
            let perLine = try FlowLayout.itemsPerLine(
                available: available, itemExtent: itemSize[cross], spacing: spacing, itemCount: itemCount,
                section: section)
            let gap =
                perLine > 1 ? max(spacing, (available - CGFloat(perLine) * itemSize[cross]) / CGFloat(perLine - 1)) : 0
            let template = line([CGSize](filling: itemSize, count: perLine), justified: true, grid: (perLine, gap))
            sequence = GroupSequence(
                axis: scroll, itemCount: itemCount, spacing: layout.minimumLineSpacing, leadingEdge: 0, trailingEdge: 0,
                template: template)
        } else {
            var starts = [0], instances = GroupInstances(), positions: [CGFloat] = [0]
            var item = 0
            while item < itemCount {
                var sizes = [try size(of: item)]
                var used = sizes[0][cross]
                item += 1
                while item < itemCount {
                    let next = try size(of: item)
                    guard used + spacing + next[cross] <= available + 0.0001 else { break }
                    sizes.append(next)
                    used += spacing + next[cross]
                    item += 1
                }
                let isLast = item >= itemCount
                let solved = line(sizes, justified: !isLast, grid: nil)
                instances.append(group: starts.count - 1, solution: solved)
                starts.append(item)
                positions.append(positions[positions.count - 1] + solved.size[scroll] + layout.minimumLineSpacing)
            }
            let template = instances[0] ?? GroupSolution(size: .zero, leaves: [])
            sequence = GroupSequence(
                axis: scroll, itemCount: itemCount, spacing: layout.minimumLineSpacing, leadingEdge: 0, trailingEdge: 0,
                template: template)
            sequence.mode = .sequential
            sequence.starts = starts
            sequence.instances = instances
            sequence.positions = positions
        }

        // Header, insets, lines, insets, footer (line spacing is not applied around them).
        var cursor: CGFloat = 0
        var boundaries: [SolvedBoundary] = []
        if layout.headerReferenceSize[scroll] > 0 {
            let frame = CGRect(
                origin: .zero, size: CGSize(main: layout.headerReferenceSize[scroll], cross: root[cross], axis: scroll))
            boundaries.append(
                SolvedBoundary(
                    elementKind: ElementKind.sectionHeader, index: 0, frame: frame, zIndex: 1,
                    pinsToVisibleBounds: layout.sectionHeadersPinToVisibleBounds,
                    edges: scroll == .vertical ? .top : .leading))
            cursor += layout.headerReferenceSize[scroll]
        }
        var origin = CGPoint.zero
        origin[scroll] = cursor + insets.leadingInset(scroll)
        origin[cross] = reference.leadingInset(cross) + insets.leadingInset(cross)
        cursor = origin[scroll] + sequence.totalExtent + insets.trailingInset(scroll)
        if layout.footerReferenceSize[scroll] > 0 {
            var frame = CGRect(
                origin: .zero, size: CGSize(main: layout.footerReferenceSize[scroll], cross: root[cross], axis: scroll))
            frame.origin[scroll] = cursor
            boundaries.append(
                SolvedBoundary(
                    elementKind: ElementKind.sectionFooter, index: 0, frame: frame, zIndex: 1,
                    pinsToVisibleBounds: layout.sectionFootersPinToVisibleBounds,
                    edges: scroll == .vertical ? .bottom : .trailing))
            cursor += layout.footerReferenceSize[scroll]
        }
        var solved = SolvedSection(
            extent: cursor, crossExtent: root[cross], sequence: sequence, sequenceOrigin: origin,
            boundaries: boundaries, environment: environment,
            source: .flow(
                FlowSectionSource(
                    layout: layout, index: section, itemCount: itemCount, environment: environment, measured: measured))
        )
        solved.computeOverhang()
        return solved
    }
}

// MARK: - Lines

extension FlowLayout {
    /// The most items one line of a flow layout holds; a line is laid out as one group, so the
    /// limit is the group's (``CompositionalLayout``'s groups place at most as many).
    static let maximumItemsPerLine = GroupSolver.maximumLeaves

    /// How many items of a uniform size fit on a line: at least one, at most the section's items.
    ///
    /// - Throws: ``LayoutError/noRoom(_:)`` when more than ``maximumItemsPerLine`` items fit on a
    ///   line and the section has that many.
    static func itemsPerLine(available: CGFloat, itemExtent: CGFloat, spacing: CGFloat, itemCount: Int, section: Int)
        throws(LayoutError) -> Int
    {
        let fitting = ((available + spacing) / (itemExtent + spacing)).rounded(.down)
        // Zero-width items with no spacing (or a huge container) fit without end: the line takes
        // every item of the section.
        let count = fitting.isNaN || fitting >= CGFloat(itemCount) ? itemCount : Int(max(1, fitting))
        guard count <= maximumItemsPerLine else {
            throw .noRoom(
                "flow: section \(section) would put \(count) items on one line (items \(itemExtent) pt across in \(available) pt); a line holds at most \(maximumItemsPerLine) items"
            )
        }
        return max(1, count)
    }
}
