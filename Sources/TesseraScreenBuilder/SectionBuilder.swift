import Foundation

/// The named vertical spaces of a screen. Mirrors the builder's `.small`…`.huge` scale; values
/// can be changed per screen with ``VerticalSpaceScale``.
public enum VerticalSpace: Sendable, Hashable {
    /// The scale's small space.
    case small
    /// The scale's medium space.
    case medium
    /// The scale's large space.
    case large
    /// The scale's huge space.
    case huge
    /// A space of a given number of points: finite, not negative, at most ``maximumPoints``.
    case points(CGFloat)

    /// The largest space: a million points (over a thousand screen heights). A larger one — the
    /// largest finite number, say — would add up to a screen too tall to represent.
    public static let maximumPoints: CGFloat = LayoutLimits.maximumLength
}

/// The points of each named vertical space.
public struct VerticalSpaceScale: Sendable, Hashable {
    /// Points for `.small`.
    public var small: CGFloat
    /// Points for `.medium`.
    public var medium: CGFloat
    /// Points for `.large`.
    public var large: CGFloat
    /// Points for `.huge`.
    public var huge: CGFloat

    /// 8, 16, 24 and 40 points.
    public static let standard = VerticalSpaceScale(small: 8, medium: 16, large: 24, huge: 40)

    /// A scale with its four values, in points.
    public init(small: CGFloat, medium: CGFloat, large: CGFloat, huge: CGFloat) {
        self.small = small
        self.medium = medium
        self.large = large
        self.huge = huge
    }

    /// The points of a space.
    public func points(_ space: VerticalSpace) -> CGFloat {
        switch space {
        case .small: return small
        case .medium: return medium
        case .large: return large
        case .huge: return huge
        case .points(let value): return value
        }
    }
}

/// A decoration drawn around a run of cells.
public enum DecorationBlock: Sendable, Hashable {
    /// A card behind the cells (``BackgroundConfiguration/card()``: an inset-grouped section's).
    case card
    /// Horizontal lines between the cells, from the text of the first cell (after its image, if
    /// it shows one, at the default text size), as UIKit's list separators start.
    case separators
    /// A journey timeline at the leading edge (the timeline builder draws it).
    case timeline
    /// A decoration of one of the stacked layout's styles under the app's own element kind: its
    /// view is the class registered on the layout for that kind
    /// (`register(_:forDecorationViewOfKind:)` on `collectionView.collectionViewLayout`).
    ///
    /// ```swift
    /// builder.startDecorationBlock(.styled(.card(padding: 12), elementKind: "promo"))
    /// layout.register(PromoBackgroundView.self, forDecorationViewOfKind: "promo")
    /// ```
    case styled(StackedLayout.DecorationStyle, elementKind: String)

    /// The element kind of the block's decoration views ("card", "separators", "timeline"); a
    /// timeline's nodes use `StackedLayout/Decoration/nodeElementKind`.
    public var elementKind: String {
        if case .styled(_, let elementKind) = self { return elementKind }
        return style(firstCell: ListContentConfiguration()).name
    }

    /// The layout's decoration for a block whose first cell shows `firstCell`: separators start
    /// where its text does.
    func style(firstCell: ListContentConfiguration) -> StackedLayout.DecorationStyle {
        switch self {
        case .styled(let style, _): return style
        case .card: return .card(padding: 8, inset: 0)
        case .separators:
            return .separators(
                thickness: 1, leadingInset: ListContentLayout(configuration: firstCell, width: 1_000).textLeadingInset)
        case .timeline: return .timeline(x: TimelineBuilder.lineX, lineWidth: 2, nodeSize: 12)
        }
    }
}

/// Fills a section of a ``CollectionData`` screen: cells from the catalog, vertical spaces and
/// decoration blocks. Mirrors the screen builder's `builder`.
///
/// ```swift
/// SectionDescriptor(id: "summary") { builder in
///     builder.add(cell: TitleCellModel("Paris → Lyon"))
///     builder.add(verticalSpace: .large)
///     builder.startDecorationBlock(.card)
///     builder.add(cell: KeyValueCellModel("Departure", "08:12"))
///     builder.add(cell: KeyValueCellModel("Arrival", "10:08"))
///     builder.endDecorationBlock()
/// }
/// ```
public struct SectionBuilder {
    let sectionID: String
    let spaces: VerticalSpaceScale
    private(set) var items: [ScreenItem] = []
    private(set) var layoutItems: [StackedLayout.Item] = []
    private(set) var decorations: [StackedLayout.Decoration] = []
    private(set) var problems: [String] = []
    /// What selecting a cell does, by the cell's identifier.
    private(set) var selectionHandlers: [String: @MainActor () -> Void] = [:]
    private var pendingSpace: CGFloat = 0
    private var openBlocks: [(block: DecorationBlock, start: Int)] = []
    private var occurrences: [AnyHashable: Int] = [:]
    /// How far cells added now are shifted right (nested builders).
    var indent: CGFloat = 0

    init(sectionID: String, spaces: VerticalSpaceScale) {
        self.sectionID = sectionID
        self.spaces = spaces
    }

    /// Adds a cell from the catalog. Its identity across updates is `id` when given; otherwise it
    /// is the cell's place among the section's cells of its type (the second key-value row, say):
    /// a row whose content changes keeps its identity and its cell is configured again, rather
    /// than deleted and inserted. Give an `id` to rows that move or that are inserted and removed
    /// among rows of their type, so that the update follows them.
    ///
    /// `onSelect` runs when the user selects the cell (``CollectionDataController`` is the
    /// collection view's delegate). Mirrors the descriptor's `onSelect`.
    ///
    /// ```swift
    /// builder.add(cell: KeyValueCellModel("Seat", "42"), id: "seat") { showSeatMap() }
    /// ```
    public mutating func add<Model: CatalogCellModel>(
        cell model: Model, id: String? = nil, onSelect: (@MainActor () -> Void)? = nil
    ) {
        let erased = AnyCatalogCellModel(model)
        let identity: String
        if let id {
            identity = "\(sectionID)/\(id)"
        } else {
            let key = AnyHashable(Model.reuseIdentifier)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            identity = "\(sectionID)/\(Model.reuseIdentifier)#\(occurrence)"
        }
        items.append(ScreenItem(id: identity, model: erased))
        if let onSelect { selectionHandlers[identity] = onSelect }
        layoutItems.append(StackedLayout.Item(height: model.height, spaceBefore: pendingSpace, indent: indent))
        pendingSpace = 0
    }

    /// The space added after the last cell: it ends the section (before its bottom inset).
    var trailingSpace: CGFloat { pendingSpace }

    /// Adds space before the next cell (spaces add up), or after the last one. Mirrors
    /// `add(verticalSpace:)`.
    public mutating func add(verticalSpace: VerticalSpace) {
        let points = spaces.points(verticalSpace)
        // NaN, infinite, negative and larger than largest spaces are refused when the screen is
        // built.
        guard points.isFinite, points >= 0, points <= VerticalSpace.maximumPoints else {
            invalidSpaces.append(points)
            return
        }
        pendingSpace += points
    }

    /// The spaces refused: not finite, negative, or over ``VerticalSpace/maximumPoints``.
    private(set) var invalidSpaces: [CGFloat] = []

    /// Starts a decoration block: the cells added until ``endDecorationBlock()`` are decorated.
    public mutating func startDecorationBlock(_ block: DecorationBlock) {
        openBlocks.append((block, items.count))
    }

    /// Ends the innermost decoration block. An end without a start, or a block without cells, is
    /// reported when the screen is built.
    public mutating func endDecorationBlock() {
        guard let open = openBlocks.popLast() else {
            problems.append("endDecorationBlock() without a matching startDecorationBlock(_:)")
            return
        }
        guard open.start < items.count else {
            problems.append("a \(open.block) decoration block without cells")
            return
        }
        decorations.append(
            StackedLayout.Decoration(
                style: open.block.style(firstCell: items[open.start].model.content), items: open.start..<items.count,
                elementKind: open.block.elementKind))
    }

    /// Adds a journey timeline: its cells are shifted right and a line with a node per cell is
    /// drawn at the leading edge. Mirrors the nested timeline builder.
    public mutating func addTimeline(_ build: (inout TimelineBuilder) -> Void) {
        var timeline = TimelineBuilder(section: self)
        build(&timeline)
        self = timeline.finish()
    }

    /// The problems found, or none.
    func validate() -> [String] {
        problems + openBlocks.map { "startDecorationBlock(.\($0.block)) without endDecorationBlock()" }
    }
}

/// Adds the stops of a journey timeline inside a section: each cell is shifted right by
/// ``indent`` and the timeline is drawn beside them.
public struct TimelineBuilder {
    /// How far timeline cells are shifted right.
    public static let indent: CGFloat = 44
    /// Where the timeline's line is, from the section's leading edge.
    public static let lineX: CGFloat = 20

    /// The section being filled (the declarative `TimelineBlock` adds to it directly).
    var section: SectionBuilder

    init(section: SectionBuilder) {
        var section = section
        section.startDecorationBlock(.timeline)
        section.indent += Self.indent
        self.section = section
    }

    /// Adds a stop; `onSelect` runs when the user selects it.
    public mutating func add(stop: StopCellModel, id: String? = nil, onSelect: (@MainActor () -> Void)? = nil) {
        section.add(cell: stop, id: id, onSelect: onSelect)
    }

    /// Adds any catalog cell to the timeline; `onSelect` runs when the user selects it.
    public mutating func add<Model: CatalogCellModel>(
        cell model: Model, id: String? = nil, onSelect: (@MainActor () -> Void)? = nil
    ) {
        section.add(cell: model, id: id, onSelect: onSelect)
    }

    /// Adds space before the next stop.
    public mutating func add(verticalSpace: VerticalSpace) {
        section.add(verticalSpace: verticalSpace)
    }

    fileprivate func finish() -> SectionBuilder {
        var section = self.section
        section.indent -= Self.indent
        section.endDecorationBlock()
        return section
    }
}
