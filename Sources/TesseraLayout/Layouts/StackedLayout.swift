import Foundation

/// A vertical stack of full-width cells with spaces between them and decoration views drawn around
/// runs of cells — the layout of the screen builder (`ScreenDescription`). Spaces and decorations are
/// layout, never spacer cells.
///
/// ```swift
/// var section = StackedLayout.Section(insets: DirectionalEdgeInsets(horizontal: 16, vertical: 12))
/// section.items = [.init(height: .absolute(44)), .init(height: .estimated(60), spaceBefore: 24)]
/// section.decorations = [.init(style: .card, items: 0..<2)]
/// let layout = StackedLayout(sections: [section])
/// ```
///
/// Each section lays its items out top to bottom: an item starts after the previous one plus its
/// `spaceBefore`, spans the section's width minus the insets and its own `indent`, and is as tall
/// as its height (estimated heights take measured sizes). Decorations are computed from the frames
/// of the first and last item of their run. Insets count from the safe area's sides, as a
/// compositional layout's do by default: in landscape, rows stay clear of the sensor housing.
package struct StackedLayout: CollectionLayout {
    /// Stacked layouts scroll vertically.
    package var scrollDirection: LayoutAxis { .vertical }

    /// One cell of a section.
    package struct Item: Sendable, Hashable {
        /// Absolute, or estimated (then measured by the cell).
        package var height: LayoutDimension
        /// Space above the item (after the previous item, or after the section's top inset).
        package var spaceBefore: CGFloat
        /// How far the item is shifted right from the section's leading inset (nested builders).
        package var indent: CGFloat
        /// The cell's zIndex.
        package var zIndex: Int

        /// Creates an item.
        package init(height: LayoutDimension, spaceBefore: CGFloat = 0, indent: CGFloat = 0, zIndex: Int = 1) {
            self.height = height
            self.spaceBefore = spaceBefore
            self.indent = indent
            self.zIndex = zIndex
        }
    }

    /// How a decoration is drawn (``LayoutDecorationStyle``).
    package typealias DecorationStyle = LayoutDecorationStyle

    /// A decoration around a run of items.
    package struct Decoration: Sendable, Hashable {
        /// How the decoration looks.
        package var style: DecorationStyle
        /// The items the decoration spans (indexes in the section).
        package var items: Range<Int>
        /// The decoration view's element kind; every view of a card, separator or timeline uses it
        /// (timeline nodes use `"\(elementKind)-node"`).
        package var elementKind: String
        /// The decoration's zIndex (timeline nodes use one more).
        package var zIndex: Int

        /// The element kind of a timeline's nodes: the decoration's kind followed by "-node".
        package var nodeElementKind: String { "\(elementKind)-node" }

        /// Creates a decoration; the kind defaults to the style's name.
        package init(style: DecorationStyle, items: Range<Int>, elementKind: String? = nil, zIndex: Int = 0) {
            self.style = style
            self.items = items
            self.elementKind = elementKind ?? style.name
            self.zIndex = zIndex
        }
    }

    /// One section: its items, insets and decorations.
    package struct Section: Sendable, Hashable {
        /// The section's items, in order.
        package var items: [Item]
        /// Insets around the section's items, not negative (a negative inset would place items
        /// where no scrolling reaches them).
        package var insets: DirectionalEdgeInsets
        /// Decorations drawn around runs of the section's items.
        package var decorations: [Decoration]
        /// Space after the last item, before the bottom inset (a vertical space added after a
        /// section's last cell).
        package var spaceAfter: CGFloat

        /// Creates a section.
        package init(
            items: [Item] = [], insets: DirectionalEdgeInsets = .zero, decorations: [Decoration] = [],
            spaceAfter: CGFloat = 0
        ) {
            self.items = items
            self.insets = insets
            self.decorations = decorations
            self.spaceAfter = spaceAfter
        }
    }

    /// The sections, in order.
    package var sections: [Section]
    /// Space between sections, in points.
    package var interSectionSpacing: CGFloat
    /// Whether frames are rounded to the pixel grid.
    package var roundsFramesToPixels = true

    /// Creates a stacked layout.
    package init(sections: [Section], interSectionSpacing: CGFloat = 0) {
        self.sections = sections
        self.interSectionSpacing = interSectionSpacing
    }

    /// - Complexity: O(*n* + *d*) for *n* items and *d* decorations.
    package func solve(in environment: LayoutEnvironment, content: LayoutContent) throws(LayoutError) -> LayoutSolution
    {
        try validate(environment, content)
        try Self.validate(interSectionSpacing: interSectionSpacing)
        let measured = content.itemSizesBySection()
        var solved: [SolvedSection] = []
        for (index, count) in content.itemCounts.enumerated() {
            let section = index < sections.count ? sections[index] : Section()
            guard section.items.count == count else {
                throw .invalidInput(
                    "stacked layout: section \(index) describes \(section.items.count) items but has \(count)")
            }
            solved.append(
                try StackedSectionSolver.solve(
                    section, index: index, environment: environment, measured: measured[index] ?? [:]))
        }
        return try LayoutSolution(
            sections: consume solved, environment: environment, scrollDirection: .vertical,
            interSectionSpacing: interSectionSpacing,
            boundaryItems: [], measuredBoundaryItems: [:], roundsFramesToPixels: roundsFramesToPixels
        )
    }
}

/// A stacked section and the measurements it was solved with, to solve it again.
struct StackedSectionSource: Sendable {
    var section: StackedLayout.Section
    var index: Int
    var environment: LayoutEnvironment
    var measured: [Int: CGSize]
}

/// Lays out one stacked section: O(n) for n items.
enum StackedSectionSolver {
    static func solve(
        _ section: StackedLayout.Section, index: Int, environment: LayoutEnvironment, measured: [Int: CGSize]
    ) throws(LayoutError) -> SolvedSection {
        try StackedLayout.validate(section, index: index)
        let width = environment.container.contentSize.width
        // The insets count from the safe area's sides (a compositional layout's default reference).
        let safeArea = environment.safeAreaInsets
        let leading = safeArea.leading + section.insets.leading
        let contentWidth = width - section.insets.horizontal - safeArea.leading - safeArea.trailing
        let container = LayoutContainer(
            contentSize: CGSize(width: contentWidth, height: environment.container.contentSize.height))
        let resolver = DimensionResolver(scale: environment.traitCollection.displayScale)

        // Every item is its own group, one after another.
        var instances = GroupInstances()
        var starts: [Int] = []
        var positions: [CGFloat] = []
        var frames: [CGRect] = []
        var cursor: CGFloat = 0
        for (item, description) in section.items.enumerated() {
            var height = resolver.resolve(description.height, in: container)
            if description.height.isSelfSizing, let size = measured[item] { height = size.height }
            cursor += description.spaceBefore
            let frame = CGRect(
                x: description.indent, y: 0, width: max(0, contentWidth - description.indent), height: height)
            starts.append(item)
            positions.append(cursor)
            instances.append(
                group: item,
                solution: GroupSolution(
                    size: CGSize(width: contentWidth, height: height),
                    leaves: [SolvedLeaf(slot: frame, frame: frame, zIndex: description.zIndex, itemID: -1)]))
            frames.append(
                CGRect(
                    x: leading + description.indent, y: section.insets.top + cursor, width: frame.width,
                    height: height))
            cursor += height
        }
        starts.append(section.items.count)
        positions.append(cursor)
        var sequence = GroupSequence(
            axis: .vertical, itemCount: section.items.count, spacing: 0, leadingEdge: 0, trailingEdge: 0,
            template: GroupSolution(size: .zero, leaves: []))
        sequence.mode = .sequential
        sequence.starts = starts
        sequence.positions = positions
        sequence.instances = instances

        var decorations: [SolvedDecoration] = []
        for decoration in section.decorations {
            let run = frames[decoration.items]
            guard let first = run.first, let last = run.last else { continue }
            switch decoration.style {
            case .card(let padding, let inset):
                let frame = CGRect(
                    x: leading + inset, y: first.minY - padding, width: contentWidth - 2 * inset,
                    height: last.maxY - first.minY + 2 * padding)
                decorations.append(
                    SolvedDecoration(
                        elementKind: decoration.elementKind, index: decorations.count, frame: frame,
                        zIndex: decoration.zIndex))
            case .separators(let thickness, let leadingInset):
                for (upper, lower) in zip(run, run.dropFirst()) {
                    let y = (upper.maxY + lower.minY) / 2 - thickness / 2
                    let frame = CGRect(
                        x: lower.minX + leadingInset, y: y, width: max(0, lower.width - leadingInset), height: thickness
                    )
                    decorations.append(
                        SolvedDecoration(
                            elementKind: decoration.elementKind, index: decorations.count, frame: frame,
                            zIndex: decoration.zIndex))
                }
            case .timeline(let x, let lineWidth, let nodeSize):
                let centre = leading + x
                let line = CGRect(
                    x: centre - lineWidth / 2, y: first.midY, width: lineWidth, height: last.midY - first.midY)
                decorations.append(
                    SolvedDecoration(
                        elementKind: decoration.elementKind, index: decorations.count, frame: line,
                        zIndex: decoration.zIndex))
                for frame in run {
                    let node = CGRect(
                        x: centre - nodeSize / 2, y: frame.midY - nodeSize / 2, width: nodeSize, height: nodeSize)
                    decorations.append(
                        SolvedDecoration(
                            elementKind: decoration.nodeElementKind, index: decorations.count, frame: node,
                            zIndex: decoration.zIndex + 1))
                }
            }
        }

        var solved = SolvedSection(
            extent: section.insets.top + cursor + section.spaceAfter + section.insets.bottom,
            crossExtent: width,
            sequence: sequence,
            sequenceOrigin: CGPoint(x: leading, y: section.insets.top),
            decorations: decorations,
            environment: environment,
            source: .stacked(
                StackedSectionSource(section: section, index: index, environment: environment, measured: measured))
        )
        solved.computeOverhang()
        // Decorations may reach beyond the section (card padding): let range queries find them.
        for decoration in decorations {
            solved.overhang = max(solved.overhang, -decoration.frame.minY, decoration.frame.maxY - solved.extent)
        }
        return solved
    }
}

// MARK: - Equatable

/// Two stacked layouts with equal sections lay out the same: a host showing one does not install
/// the other again (`isSameLayout(as:)`).
extension StackedLayout: Equatable {}
