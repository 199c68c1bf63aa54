import Foundation

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
