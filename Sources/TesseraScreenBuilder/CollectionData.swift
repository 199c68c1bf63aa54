import Foundation

/// A section of a ``CollectionData`` screen: an id, insets, and the builder closure that fills it.
/// Mirrors `SectionDescriptor`.
public struct SectionDescriptor {
    /// The section's identifier, unique in the screen.
    public let id: String
    /// Insets around the section's cells, not negative.
    public var insets: DirectionalEdgeInsets
    let build: (inout SectionBuilder) -> Void

    /// Creates a section described by a builder closure.
    public init(
        id: String,
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        build: @escaping (inout SectionBuilder) -> Void
    ) {
        self.id = id
        self.insets = insets
        self.build = build
    }
}

/// A problem in a screen description.
public enum ScreenBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two sections with the same id.
    case duplicateSection(String)
    /// Two cells with the same id.
    case duplicateItem(String)
    /// Decoration blocks that do not pair up, with the section's id.
    case unbalancedDecorationBlocks(section: String, problems: [String])
    /// A vertical space that is not a finite, non-negative number of points of at most
    /// ``VerticalSpace/maximumPoints``, with the section's id.
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

/// A whole screen described in one place: sections filled by builders, compiled into a
/// `StackedLayout` (spaces and decorations are layout, not cells) and a snapshot. Mirrors
/// `CollectionData`.
///
/// ```swift
/// let screen = CollectionData(sections: [
///     SectionDescriptor(id: "trip") { builder in
///         builder.add(cell: TitleCellModel("Your trip"))
///         builder.add(verticalSpace: .huge)
///         builder.addTimeline { timeline in
///             timeline.add(stop: StopCellModel(time: "08:12", place: "Paris"))
///             timeline.add(stop: StopCellModel(time: "10:08", place: "Lyon"))
///         }
///     },
/// ])
/// try controller.apply(screen)
/// ```
public struct CollectionData {
    /// The sections, in order.
    public var sections: [SectionDescriptor]
    /// The points of the named vertical spaces.
    public var spaces: VerticalSpaceScale
    /// Space between sections.
    public var interSectionSpacing: CGFloat

    /// Creates a screen from section descriptors.
    public init(spaces: VerticalSpaceScale = .standard, interSectionSpacing: CGFloat = 0, sections: [SectionDescriptor])
    {
        self.sections = sections
        self.spaces = spaces
        self.interSectionSpacing = interSectionSpacing
    }

    /// Runs the builders: the layout and the snapshot of the screen.
    ///
    /// - Throws: ``ScreenBuilderError`` for duplicate ids, unbalanced decoration blocks and
    ///   numbers the layout cannot use (the same checks as `StackedLayout.validate()`).
    ///
    /// - Complexity: O(*n*) for *n* rows, spaces and blocks.
    public func build() throws(ScreenBuilderError) -> (layout: StackedLayout, snapshot: Snapshot<String, ScreenItem>) {
        let screen = try buildScreen()
        return (screen.layout, screen.snapshot)
    }

    /// Runs the builders: the layout, the snapshot, and what selecting each cell does.
    func buildScreen() throws(ScreenBuilderError) -> (
        layout: StackedLayout, snapshot: Snapshot<String, ScreenItem>,
        selectionHandlers: [String: @MainActor () -> Void]
    ) {
        do {
            try StackedLayout.validate(interSectionSpacing: interSectionSpacing)
        } catch {
            throw .invalidLayout(section: nil, reason: error.description)
        }
        var layoutSections: [StackedLayout.Section] = []
        var snapshot = Snapshot<String, ScreenItem>()
        var selectionHandlers: [String: @MainActor () -> Void] = [:]
        for descriptor in sections {
            var builder = SectionBuilder(sectionID: descriptor.id, spaces: spaces)
            descriptor.build(&builder)
            if let points = builder.invalidSpaces.first {
                throw .invalidVerticalSpace(section: descriptor.id, points: points)
            }
            let problems = builder.validate()
            guard problems.isEmpty else {
                throw .unbalancedDecorationBlocks(section: descriptor.id, problems: problems)
            }
            do {
                try snapshot.appendSections([descriptor.id])
            } catch {
                throw .duplicateSection(descriptor.id)
            }
            do {
                try snapshot.appendItems(builder.items, toSection: descriptor.id)
            } catch {
                let seen = Set(snapshot.itemIdentifiers.map(\.id))
                let duplicate =
                    builder.items.first { seen.contains($0.id) }?.id ?? Dictionary(grouping: builder.items, by: \.id)
                    .first { $0.value.count > 1 }?.key ?? descriptor.id
                throw .duplicateItem(duplicate)
            }
            let section = StackedLayout.Section(
                items: builder.layoutItems, insets: descriptor.insets, decorations: builder.decorations,
                spaceAfter: builder.trailingSpace)
            do {
                try StackedLayout.validate(section, index: layoutSections.count)
            } catch {
                throw .invalidLayout(section: descriptor.id, reason: error.description)
            }
            layoutSections.append(section)
            selectionHandlers.merge(builder.selectionHandlers) { _, new in new }
        }
        return (
            StackedLayout(sections: layoutSections, interSectionSpacing: interSectionSpacing), snapshot,
            selectionHandlers
        )
    }
}
