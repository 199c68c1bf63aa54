import Foundation

/// A waterfall (masonry) section: columns of equal width, each item placed at the bottom of the
/// shortest column (ties go to the leading column), so items of different heights pack without
/// rows. Written as a ``CustomSectionLayout``, the public way to add a section layout.
///
/// ```swift
/// var waterfall = WaterfallSectionLayout(
///     columnCount: .adaptive(minimum: 160),
///     itemHeight: .aspectRatio { index in photos[index].aspectRatio })
/// waterfall.columnSpacing = 8
/// waterfall.interItemSpacing = 8
/// var section = LayoutSection(customLayout: waterfall)
/// section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
///
/// Columns share the width inside the section's content insets: each is
/// `(width − columnSpacing × (columns − 1)) / columns` wide, floored to the pixel grid. Items with
/// estimated heights size themselves: a measured height replaces the estimate and moves the items
/// below it in its column (``ColumnBalancing/estimatedHeights``, the default), or places every
/// later item again (``ColumnBalancing/measuredHeights``). Appending items never moves the ones
/// before them. The layout needs a vertically scrolling layout.
public struct WaterfallSectionLayout: CustomSectionLayout {
    /// How many columns there are.
    public var columnCount: ColumnCount
    /// How tall each item is.
    public var itemHeight: ItemHeight
    /// Space between neighbouring columns.
    public var columnSpacing: CGFloat = 0
    /// Space between consecutive items of a column.
    public var interItemSpacing: CGFloat = 0
    /// Which heights choose the columns of self-sizing items: ``ColumnBalancing/estimatedHeights``
    /// unless set.
    public var columnBalancing: ColumnBalancing = .estimatedHeights

    /// Creates a waterfall layout.
    ///
    /// - Complexity: O(1).
    public init(
        columnCount: ColumnCount, itemHeight: ItemHeight, columnSpacing: CGFloat = 0, interItemSpacing: CGFloat = 0
    ) {
        self.columnCount = columnCount
        self.itemHeight = itemHeight
        self.columnSpacing = columnSpacing
        self.interItemSpacing = interItemSpacing
    }

    // MARK: CustomSectionLayout

    /// Whether every item has its final height: heights that are absolute or fractions
    /// (``ItemHeight/uniform(_:)`` without an estimate) or aspect ratios. Heights by index
    /// (``ItemHeight/dimension(_:)``) may be estimated for any item, so they do not say so.
    ///
    /// - Complexity: O(1).
    @_spi(ProtocolWitness) public var placesItemsAtFinalSizes: Bool {
        switch itemHeight {
        case .uniform(let dimension): !dimension.isSelfSizing
        case .aspectRatio: true
        case .dimension: false
        }
    }

    /// The most items of a waterfall section: 10,000,000. Each item is placed and kept in its
    /// column's list (about 20 bytes), so a section at the layouts' item limit would need about
    /// 40 GB; more is refused before any work.
    package static let maximumItemCount = 10_000_000

    /// Places every item in the shortest column, chosen by ``columnBalancing``.
    ///
    /// - Throws: ``LayoutError/invalidDimension(_:)`` naming the section for a column count,
    ///   minimum width, spacing or item height that is not finite and positive (spacing: not
    ///   negative); ``LayoutError/noRoom(_:)`` when the columns have no width;
    ///   ``LayoutError/invalidInput(_:)`` in a horizontally scrolling layout or for more than
    ///   10,000,000 items.
    /// - Complexity: O(*n* log *c* + *c*) for *n* items and *c* columns, plus one call of the
    ///   height provider per item.
    @_spi(ProtocolWitness) public func solve(in context: CustomSectionContext) throws(LayoutError) -> WaterfallSolution
    {
        let path = "\(context.path) (waterfall)"
        guard context.scrollDirection == .vertical else {
            throw .invalidInput("\(path): a waterfall section needs a vertically scrolling layout")
        }
        guard context.itemCount <= Self.maximumItemCount else {
            throw .invalidInput(
                "\(path): \(context.itemCount) items; a waterfall section holds at most \(Self.maximumItemCount), each placed and kept in its column"
            )
        }
        guard columnSpacing.isFinite, columnSpacing >= 0 else {
            throw .invalidDimension("\(path): columnSpacing must be finite and not negative, found \(columnSpacing)")
        }
        guard interItemSpacing.isFinite, interItemSpacing >= 0 else {
            throw .invalidDimension(
                "\(path): interItemSpacing must be finite and not negative, found \(interItemSpacing)")
        }
        let width = context.container.effectiveContentSize.width
        let columns = try columnCount.resolved(width: width, spacing: columnSpacing, path: path)
        let scale = context.environment.traitCollection.displayScale
        let columnWidth = DimensionResolver(scale: scale).floorToPixels(
            (width - columnSpacing * CGFloat(columns - 1)) / CGFloat(columns))
        guard columnWidth > 0 else {
            throw .noRoom(
                "\(path): \(columns) columns with \(columnSpacing) pt between them leave no room in \(width) pt")
        }
        let heights = try itemHeight.heights(
            count: context.itemCount, columnWidth: columnWidth,
            containerHeight: context.container.effectiveContentSize.height, scale: scale, path: path)
        var solution = WaterfallSolution(
            columnCount: columns, columnWidth: columnWidth, columnSpacing: columnSpacing,
            interItemSpacing: interItemSpacing, balancing: columnBalancing, heights: heights.values,
            kinds: heights.kinds)
        if let invalid = solution.placeAll(measuredItemSizes: context.measuredItemSizes) {
            throw ItemHeight.invalidHeight(invalid.dimension, path: path, item: invalid.item)
        }
        return solution
    }

}
