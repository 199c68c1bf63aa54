/// An element of a group: an item or a nested group.
public indirect enum LayoutSubitem: Sendable {
    /// An item.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The element's size.
    package var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    /// The element's edge spacing.
    var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    /// This element with another size (used by `subitem:count:`, which forces a fractional size).
    func resized(_ size: LayoutSize) -> LayoutSubitem {
        switch self {
        case .item(var item):
            item.layoutSize = size
            return .item(item)
        case .group(var group):
            group.layoutSize = size
            return .group(group)
        }
    }
}

/// A type that can be a group's subitem: ``LayoutItem`` and ``LayoutGroup``, so that groups nest as
/// in UIKit (`subitems: [item, nestedGroup]`).
public protocol LayoutSubitemConvertible: Sendable {
    /// The subitem this value stands for.
    @_spi(LayoutImplementation) var layoutSubitem: LayoutSubitem { get }
}

extension LayoutItem: LayoutSubitemConvertible {
    @_spi(LayoutImplementation) public var layoutSubitem: LayoutSubitem { .item(self) }
}

extension LayoutGroup: LayoutSubitemConvertible {
    @_spi(LayoutImplementation) public var layoutSubitem: LayoutSubitem { .group(self) }
}

extension LayoutSubitem: LayoutSubitemConvertible {
    @_spi(LayoutImplementation) public var layoutSubitem: LayoutSubitem { self }
}
