import Foundation

/// A whole screen described in one place: sections of catalog cells, vertical spaces and
/// decoration blocks, compiled into a layout (spaces and decorations are layout, not cells) and a
/// snapshot. A ``ScreenController`` shows it.
///
/// ```swift
/// let screen = ScreenDescription {
///     ScreenSection("trip") {
///         ScreenRow(TitleCellModel("Your trip"))
///         ScreenSpace(.huge)
///         Separated {
///             ScreenRow(TextCellModel("Paris"))
///             ScreenRow(TextCellModel("Lyon"))
///         }
///     }
/// }
/// try controller.apply(screen)
/// ```
public struct ScreenDescription {
    /// The sections, in order.
    package var sections: [SectionDescriptor]
    /// The points of the named vertical spaces.
    package var spaces: VerticalSpaceScale
    /// Space between sections.
    package var interSectionSpacing: CGFloat

    /// Creates a screen from section descriptors.
    package init(
        spaces: VerticalSpaceScale = .standard, interSectionSpacing: CGFloat = 0, sections: [SectionDescriptor]
    ) {
        self.sections = sections
        self.spaces = spaces
        self.interSectionSpacing = interSectionSpacing
    }

    /// Runs the builders: the layout and the snapshot of the screen, to show them with a list of
    /// one's own (a SwiftUI `CollectionList`, say) rather than a ``ScreenController``.
    ///
    /// - Throws: ``ScreenBuilderError`` for duplicate ids, unbalanced decoration blocks and
    ///   numbers the layout cannot use (the checks the layout itself runs).
    ///
    /// - Complexity: O(*n*) for *n* rows, spaces and blocks.
    public func build() throws(ScreenBuilderError) -> (
        layout: any CollectionLayout, snapshot: Snapshot<String, ScreenItem>
    ) {
        let screen = try buildScreen()
        return (screen.layout, screen.snapshot)
    }

    /// Runs the builders: the layout, the snapshot, and what selecting each cell does.
    package func buildScreen() throws(ScreenBuilderError) -> (
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
            var builder = ScreenSectionBuilder(sectionID: descriptor.id, spaces: spaces)
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

/// The screen builder's screen description, under its former name.
@available(*, deprecated, renamed: "ScreenDescription")
public typealias CollectionData = ScreenDescription
