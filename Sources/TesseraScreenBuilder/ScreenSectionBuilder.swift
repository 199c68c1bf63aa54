import Foundation

/// A section of a ``ScreenDescription`` being filled: what the content of a ``ScreenSection`` —
/// rows, spaces and blocks — adds itself to (``ScreenContent/apply(to:)``). An app's own
/// ``ScreenContent`` adds the library's content to it.
///
/// ```swift
/// struct FareRows: ScreenContent {
///     var fares: [Fare]
///     func apply(to builder: inout ScreenSectionBuilder) {
///         for fare in fares { ScreenRow(KeyValueCellModel(fare.name, fare.price)).apply(to: &builder) }
///     }
/// }
/// ```
public struct ScreenSectionBuilder {
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
    /// How far cells added now are shifted right (by the open timeline blocks).
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
    /// `onSelect` runs when the user selects the cell (``ScreenController`` is the
    /// collection view's delegate).
    ///
    /// ```swift
    /// builder.add(cell: KeyValueCellModel("Seat", "42"), id: "seat") { showSeatMap() }
    /// ```
    package mutating func add<Model: CatalogCellModel>(
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

    /// Adds space before the next cell (spaces add up), or after the last one.
    package mutating func add(verticalSpace: VerticalSpace) {
        let points = spaces.points(verticalSpace)
        // NaN, infinite, negative and larger than largest spaces are refused when the screen is
        // built.
        guard points.isFinite, points >= 0, points <= VerticalSpace.maximumPoints else {
            invalidSpaces.append(points)
            return
        }
        pendingSpace += points
    }

    /// The spaces refused: not finite, negative, or over `VerticalSpace.maximumPoints`.
    private(set) var invalidSpaces: [CGFloat] = []

    /// Starts a decoration block: the cells added until ``endDecorationBlock()`` are decorated.
    package mutating func startDecorationBlock(_ block: DecorationBlock) {
        openBlocks.append((block, items.count))
        indent += block.indent
    }

    /// Ends the innermost decoration block. An end without a start, or a block without cells, is
    /// reported when the screen is built.
    package mutating func endDecorationBlock() {
        guard let open = openBlocks.popLast() else {
            problems.append("endDecorationBlock() without a matching startDecorationBlock(_:)")
            return
        }
        indent -= open.block.indent
        guard open.start < items.count else {
            problems.append("a \(open.block) decoration block without cells")
            return
        }
        decorations.append(
            StackedLayout.Decoration(
                style: open.block.style(firstCell: items[open.start].model.content), items: open.start..<items.count,
                elementKind: open.block.elementKind))
    }

    /// The problems found, or none.
    func validate() -> [String] {
        problems + openBlocks.map { "startDecorationBlock(.\($0.block)) without endDecorationBlock()" }
    }
}

/// A section of a screen description being filled, under its former name.
@available(*, deprecated, renamed: "ScreenSectionBuilder")
public typealias SectionBuilder = ScreenSectionBuilder
