import Foundation

/// A piece of a screen section in the declarative form of the builder: a row, a space, a block.
public protocol SectionContent {
    /// Adds the piece to a section's builder.
    func apply(to builder: inout SectionBuilder)
}

/// Builds section content declaratively, as SwiftUI builds views.
@resultBuilder
public enum SectionContentBuilder {
    /// One piece of content.
    public static func buildExpression(_ content: any SectionContent) -> [any SectionContent] { [content] }
    /// Pieces in order.
    public static func buildBlock(_ parts: [any SectionContent]...) -> [any SectionContent] { parts.flatMap { $0 } }
    /// Content inside an `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: [any SectionContent]?) -> [any SectionContent] { part ?? [] }
    /// The `if` branch of an `if`–`else` or the first case of a `switch`.
    public static func buildEither(first part: [any SectionContent]) -> [any SectionContent] { part }
    /// The `else` branch or a later `switch` case.
    public static func buildEither(second part: [any SectionContent]) -> [any SectionContent] { part }
    /// Content from a `for` loop, in order.
    public static func buildArray(_ parts: [[any SectionContent]]) -> [any SectionContent] { parts.flatMap { $0 } }
}

/// Builds the sections of a screen declaratively.
@resultBuilder
public enum ScreenBuilder {
    /// One piece of content.
    public static func buildExpression(_ section: ScreenSection) -> [SectionDescriptor] { [section.descriptor] }
    /// Pieces in order.
    public static func buildBlock(_ parts: [SectionDescriptor]...) -> [SectionDescriptor] { parts.flatMap { $0 } }
    /// Content inside an `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: [SectionDescriptor]?) -> [SectionDescriptor] { part ?? [] }
    /// The `if` branch of an `if`–`else` or the first case of a `switch`.
    public static func buildEither(first part: [SectionDescriptor]) -> [SectionDescriptor] { part }
    /// The `else` branch or a later `switch` case.
    public static func buildEither(second part: [SectionDescriptor]) -> [SectionDescriptor] { part }
    /// Content from a `for` loop, in order.
    public static func buildArray(_ parts: [[SectionDescriptor]]) -> [SectionDescriptor] { parts.flatMap { $0 } }
}

extension CollectionData {
    /// A screen written declaratively; it compiles to the same section descriptors.
    ///
    /// ```swift
    /// CollectionData {
    ///     ScreenSection("trip") {
    ///         Row(TitleCellModel("Your trip"))
    ///         Space(.large)
    ///         Card {
    ///             Row(KeyValueCellModel("Departure", "08:12"))
    ///             Row(KeyValueCellModel("Arrival", "10:08"))
    ///         }
    ///         TimelineBlock {
    ///             Row(StopCellModel(time: "08:12", place: "Paris"))
    ///             Row(StopCellModel(time: "10:08", place: "Lyon"))
    ///         }
    ///     }
    /// }
    /// ```
    public init(spaces: VerticalSpaceScale = .standard, interSectionSpacing: CGFloat = 0, @ScreenBuilder sections: () -> [SectionDescriptor]) {
        self.init(spaces: spaces, interSectionSpacing: interSectionSpacing, sections: sections())
    }
}

/// A section in the declarative form.
public struct ScreenSection {
    let descriptor: SectionDescriptor

    /// A section with an identifier, insets and its content.
    public init(_ id: String, insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), @SectionContentBuilder content: () -> [any SectionContent]) {
        let parts = content()
        descriptor = SectionDescriptor(id: id, insets: insets) { builder in
            for part in parts { part.apply(to: &builder) }
        }
    }
}

/// A catalog cell.
public struct Row<Model: CatalogCellModel>: SectionContent {
    let model: Model
    let id: String?
    let onSelect: (@MainActor () -> Void)?

    /// A row showing `model`; `id` identifies it across updates (by default, its place among
    /// its section's rows of its type); `onSelect` runs when the user selects it.
    public init(_ model: Model, id: String? = nil, onSelect: (@MainActor () -> Void)? = nil) {
        self.model = model
        self.id = id
        self.onSelect = onSelect
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.add(cell: model, id: id, onSelect: onSelect)
    }
}

/// A vertical space.
public struct Space: SectionContent {
    let space: VerticalSpace

    /// A vertical space on the screen's scale.
    public init(_ space: VerticalSpace) {
        self.space = space
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.add(verticalSpace: space)
    }
}

/// Cells on a bordered card.
public struct Card: SectionContent {
    let parts: [any SectionContent]

    /// Cells, spaces and rows drawn on a bordered card.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        parts = content()
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.startDecorationBlock(.card)
        for part in parts { part.apply(to: &builder) }
        builder.endDecorationBlock()
    }
}

/// Cells with a decoration of the app's choosing, drawn by the view registered for its element
/// kind.
public struct Decorated: SectionContent {
    let block: DecorationBlock
    let parts: [any SectionContent]

    /// Rows decorated by `block` (`.styled(.card(), elementKind: "promo")`, say).
    public init(_ block: DecorationBlock, @SectionContentBuilder content: () -> [any SectionContent]) {
        self.block = block
        parts = content()
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.startDecorationBlock(block)
        for part in parts { part.apply(to: &builder) }
        builder.endDecorationBlock()
    }
}

/// Cells with lines between them.
public struct Separated: SectionContent {
    let parts: [any SectionContent]

    /// Rows with separator lines between them.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        parts = content()
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.startDecorationBlock(.separators)
        for part in parts { part.apply(to: &builder) }
        builder.endDecorationBlock()
    }
}

/// Cells on a journey timeline (shifted right, with a line and a node per cell). Named so that it
/// does not clash with WidgetKit's `Timeline` in a file that imports both.
public struct TimelineBlock: SectionContent {
    let parts: [any SectionContent]

    /// Rows shifted right, with a line and a node per row.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        parts = content()
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.addTimeline { timeline in
            var section = timeline.section
            for part in parts { part.apply(to: &section) }
            timeline.section = section
        }
    }
}
