import Foundation

/// The model of a cell from the screen builder's catalog of generic, edge-to-edge cells: what it
/// shows (as a list content configuration, so it renders headless and on iOS) and how tall it is.
///
/// Add your own by adopting the protocol; the catalog's host cells show `content`.
public protocol CatalogCellModel: Hashable, Sendable {
    /// The reuse identifier of the catalog cell that shows this model.
    static var reuseIdentifier: String { get }
    /// The cell's height: absolute, or estimated (then measured by the cell).
    var height: LayoutDimension { get }
    /// What the cell shows.
    var content: ListContentConfiguration { get }
}

extension CatalogCellModel {
    public static var reuseIdentifier: String { "Catalog.\(Self.self)" }
}

/// A large or medium title.
public struct TitleCellModel: CatalogCellModel {
    /// The title.
    public var text: String
    /// A large (40 pt) or small (28 pt) title.
    public var isLarge: Bool
    /// A title.
    public init(_ text: String, isLarge: Bool = true) {
        self.text = text
        self.isLarge = isLarge
    }
    /// 40 pt, or 28 pt when small.
    public var height: LayoutDimension { .absolute(isLarge ? 40 : 28) }
    /// The title as a plain header.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .plainHeader, text: text) }
}

/// A paragraph of text that sizes itself.
public struct TextCellModel: CatalogCellModel {
    /// The text, on as many lines as it needs.
    public var text: String
    /// A paragraph of text.
    public init(_ text: String) { self.text = text }
    /// Estimated at one 22 pt line; the cell measures itself.
    public var height: LayoutDimension { .estimated(22) }
    /// The text as a cell.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .cell, text: text) }
}

/// A key and its value on one line.
public struct KeyValueCellModel: CatalogCellModel {
    /// The label at the leading edge.
    public var key: String
    /// The value at the trailing edge.
    public var value: String
    /// A label and its value.
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
    /// 44 pt.
    public var height: LayoutDimension { .absolute(44) }
    /// What the cell shows.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .valueCell, text: key, secondaryText: value) }
}

/// An icon with a title and an optional subtitle.
public struct IconTextCellModel: CatalogCellModel {
    /// The symbol name of the icon.
    public var icon: String
    /// The title.
    public var title: String
    /// The line under the title, if any.
    public var subtitle: String?
    /// An icon, a title and an optional subtitle.
    public init(icon: String, title: String, subtitle: String? = nil) {
        self.icon = icon
        self.title = title
        self.subtitle = subtitle
    }
    /// 56 pt.
    public var height: LayoutDimension { .absolute(56) }
    /// What the cell shows.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .subtitleCell, text: title, secondaryText: subtitle, image: icon) }
}

/// A button.
public struct ButtonCellModel: CatalogCellModel {
    /// The button's title.
    public var title: String
    /// A button.
    public init(_ title: String) { self.title = title }
    /// 50 pt.
    public var height: LayoutDimension { .absolute(50) }
    /// The title in brackets, as a cell.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .cell, text: "[\(title)]") }
}

/// A stop of a journey timeline: a time and a place.
public struct StopCellModel: CatalogCellModel {
    /// When the journey stops there.
    public var time: String
    /// Where it stops.
    public var place: String
    /// A stop of a timeline.
    public init(time: String, place: String) {
        self.time = time
        self.place = place
    }
    /// 52 pt.
    public var height: LayoutDimension { .absolute(52) }
    /// What the cell shows.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .subtitleCell, text: place, secondaryText: time) }
}

/// A catalog model, type-erased: an item of a screen.
public struct AnyCatalogCellModel: Hashable, Sendable {
    /// The catalog cell's reuse identifier.
    public let reuseIdentifier: String
    /// The model's height.
    public let height: LayoutDimension
    /// What the model's cell shows.
    public let content: ListContentConfiguration
    /// The model itself.
    public let base: any CatalogCellModel

    /// Erases a model's type.
    public init<Model: CatalogCellModel>(_ model: Model) {
        reuseIdentifier = Model.reuseIdentifier
        height = model.height
        content = model.content
        base = model
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(toAny: rhs.base) }
    public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

/// An item of a screen: its identity and its model. Two items are the same when their ids are;
/// a same item with another model is reconfigured.
public struct ScreenItem: Hashable, Sendable, ContentEquatable, CustomStringConvertible {
    /// The item's identifier in the screen's snapshot.
    public let id: String
    /// The cell model.
    public let model: AnyCatalogCellModel

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// Whether the cell shows the same model (a changed model reconfigures the cell).
    public func isContentEqual(to source: ScreenItem) -> Bool { model == source.model }
    /// The identifier.
    public var description: String { id }
}
