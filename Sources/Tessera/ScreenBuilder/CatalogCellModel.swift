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
    public var text: String
    public var isLarge: Bool
    public init(_ text: String, isLarge: Bool = true) {
        self.text = text
        self.isLarge = isLarge
    }
    public var height: LayoutDimension { .absolute(isLarge ? 40 : 28) }
    public var content: ListContentConfiguration { ListContentConfiguration(style: .plainHeader, text: text) }
}

/// A paragraph of text that sizes itself.
public struct TextCellModel: CatalogCellModel {
    public var text: String
    public init(_ text: String) { self.text = text }
    public var height: LayoutDimension { .estimated(22) }
    public var content: ListContentConfiguration { ListContentConfiguration(style: .cell, text: text) }
}

/// A key and its value on one line.
public struct KeyValueCellModel: CatalogCellModel {
    public var key: String
    public var value: String
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
    public var height: LayoutDimension { .absolute(44) }
    public var content: ListContentConfiguration { ListContentConfiguration(style: .valueCell, text: key, secondaryText: value) }
}

/// An icon with a title and an optional subtitle.
public struct IconTextCellModel: CatalogCellModel {
    public var icon: String
    public var title: String
    public var subtitle: String?
    public init(icon: String, title: String, subtitle: String? = nil) {
        self.icon = icon
        self.title = title
        self.subtitle = subtitle
    }
    public var height: LayoutDimension { .absolute(56) }
    public var content: ListContentConfiguration { ListContentConfiguration(style: .subtitleCell, text: title, secondaryText: subtitle, image: icon) }
}

/// A button.
public struct ButtonCellModel: CatalogCellModel {
    public var title: String
    public init(_ title: String) { self.title = title }
    public var height: LayoutDimension { .absolute(50) }
    public var content: ListContentConfiguration { ListContentConfiguration(style: .cell, text: "[\(title)]") }
}

/// A stop of a journey timeline: a time and a place.
public struct StopCellModel: CatalogCellModel {
    public var time: String
    public var place: String
    public init(time: String, place: String) {
        self.time = time
        self.place = place
    }
    public var height: LayoutDimension { .absolute(52) }
    public var content: ListContentConfiguration { ListContentConfiguration(style: .subtitleCell, text: place, secondaryText: time) }
}

/// A catalog model, type-erased: an item of a screen.
public struct AnyCatalogCellModel: Hashable, Sendable {
    /// The catalog cell's reuse identifier.
    public let reuseIdentifier: String
    public let height: LayoutDimension
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
    public let id: String
    public let model: AnyCatalogCellModel

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public func isContentEqual(to source: ScreenItem) -> Bool { model == source.model }
    public var description: String { id }
}
