import Foundation

/// A catalog cell in the declarative form of the screen builder. Named `ScreenRow`, like
/// ``ScreenSection``, so that it does not clash with an app's own `Row` type or another library's.
///
/// ```swift
/// ScreenSection("trip") {
///     ScreenRow(KeyValueCellModel("Seat", "42"), id: "seat") { showSeatMap() }
/// }
/// ```
public struct ScreenRow<Model: CatalogCellModel>: ScreenContent {
    let model: Model
    let id: String?
    let onSelect: (@MainActor () -> Void)?

    /// A row showing `model`; `id` identifies it across updates (by default, its place among
    /// its section's rows of its type); `onSelect` runs when the user selects it.
    ///
    /// - Complexity: O(1).
    public init(_ model: Model, id: String? = nil, onSelect: (@MainActor () -> Void)? = nil) {
        self.model = model
        self.id = id
        self.onSelect = onSelect
    }

    /// Adds the content to a section's builder.
    ///
    /// - Complexity: O(1).
    @_spi(ProtocolWitness) public func apply(to builder: inout ScreenSectionBuilder) {
        builder.add(cell: model, id: id, onSelect: onSelect)
    }
}

/// The screen builder's row, under its former name.
@available(*, deprecated, renamed: "ScreenRow")
public typealias Row<Model: CatalogCellModel> = ScreenRow<Model>
