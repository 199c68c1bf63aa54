import Foundation

/// A section's group tree, checked once and with every item numbered, ready to be solved many
/// times (once for the template, once per group instance that holds measured items).
struct SectionPlan: Sendable {
    /// Every item description, indexed by the item id leaves carry.
    var items: [LayoutItem] = []
    var root: PlannedGroup

    /// Checks a group tree and numbers its items.
    ///
    /// - Throws: ``LayoutError`` naming the first invalid element.
    init(group: LayoutGroup, path: String) throws(LayoutError) {
        var items: [LayoutItem] = []
        root = try Self.plan(group, path: path, items: &items)
        self.items = items
    }

    private static func plan(_ group: LayoutGroup, path: String, items: inout [LayoutItem]) throws(LayoutError)
        -> PlannedGroup
    {
        try DimensionResolver.validate(group.layoutSize, at: path)
        try DimensionResolver.validate(group.contentInsets, name: "contentInsets", at: path)
        try validate(group.edgeSpacing, at: path)
        if let spacing = group.interItemSpacing, !spacing.spacing.isFinite {
            throw .invalidDimension("\(path): interItemSpacing must be finite, found \(spacing.spacing)")
        }
        for (index, supplementary) in group.supplementaryItems.enumerated() {
            try validate(supplementary, at: "\(path).supplementaryItems[\(index)]")
        }
        if group.layoutDirection == .custom {
            return PlannedGroup(group: group, children: [], path: path)
        }
        guard !group.subitems.isEmpty else {
            throw .invalidGroup("\(path): At least 1 subitem is required for a group.")
        }
        var subitems = group.subitems
        switch group.repetition {
        case .whileTheyFit:
            break
        case .count(let count), .countForcingFraction(let count):
            guard subitems.count == 1 else {
                throw .invalidGroup(
                    "\(path): A single item is required for a repeating item group, \(subitems.count) were supplied.")
            }
            guard count >= 1 else {
                throw .invalidGroup("\(path): The repeat count of a group must be at least 1, found \(count).")
            }
            if case .countForcingFraction = group.repetition {
                let fraction = LayoutDimension.share(of: count, along: group.axis)
                subitems = [subitems[0].resized(subitems[0].layoutSize.replacing(group.axis, with: fraction))]
            }
        case .adaptive(let minimum):
            guard subitems.count == 1 else {
                throw .invalidGroup(
                    "\(path): A single item is required for an adaptive group, \(subitems.count) were supplied.")
            }
            guard minimum.isFinite, minimum > 0 else {
                throw .invalidDimension(
                    "\(path): the adaptive minimum must be a finite value greater than 0, found \(minimum)")
            }
            let spacing = group.interItemSpacing?.spacing ?? 0
            guard spacing >= 0 else {
                throw .invalidDimension(
                    "\(path): an adaptive group's interItemSpacing must not be negative, found \(spacing)")
            }
        }
        var children: [PlannedNode] = []
        for (index, subitem) in subitems.enumerated() {
            let childPath = "\(path).subitems[\(index)]"
            switch subitem {
            case .item(let item):
                try DimensionResolver.validate(item.layoutSize, at: childPath)
                try DimensionResolver.validate(item.contentInsets, name: "contentInsets", at: childPath)
                try validate(item.edgeSpacing, at: childPath)
                for (supplementaryIndex, supplementary) in item.supplementaryItems.enumerated() {
                    try validate(supplementary, at: "\(childPath).supplementaryItems[\(supplementaryIndex)]")
                }
                children.append(.item(id: Int32(items.count), item))
                items.append(item)
            case .group(let nested):
                children.append(.group(try plan(nested, path: childPath, items: &items)))
            }
        }
        return PlannedGroup(group: group, children: children, path: path)
    }

    private static func validate(_ edgeSpacing: LayoutEdgeSpacing?, at path: String) throws(LayoutError) {
        guard let edgeSpacing else { return }
        for spacing in [edgeSpacing.leading, edgeSpacing.top, edgeSpacing.trailing, edgeSpacing.bottom] {
            if let spacing, !spacing.spacing.isFinite {
                throw .invalidDimension("\(path): edgeSpacing must be finite, found \(spacing.spacing)")
            }
        }
    }

    static func validate(_ supplementary: LayoutSupplementaryItem, at path: String) throws(LayoutError) {
        try DimensionResolver.validate(supplementary.layoutSize, at: path)
        try DimensionResolver.validate(supplementary.contentInsets, name: "contentInsets", at: path)
        let offsets = [supplementary.containerAnchor.offset, supplementary.itemAnchor?.offset ?? .zero]
        for offset in offsets where !offset.x.isFinite || !offset.y.isFinite {
            throw .invalidDimension("\(path): anchor offsets must be finite, found \(offset)")
        }
    }
}

/// A group of the plan, with its children planned.
struct PlannedGroup: Sendable {
    var group: LayoutGroup
    var children: [PlannedNode]
    var path: String
}

/// A child of a planned group.
enum PlannedNode: Sendable {
    case item(id: Int32, LayoutItem)
    case group(PlannedGroup)

    var layoutSize: LayoutSize {
        switch self {
        case .item(_, let item): return item.layoutSize
        case .group(let group): return group.group.layoutSize
        }
    }

    var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(_, let item): return item.edgeSpacing
        case .group(let group): return group.group.edgeSpacing
        }
    }

    /// This child with its dimension along `axis` forced to `1 / count` of its container (the
    /// `subitem:count:` rule, applied at solve time for adaptive counts).
    func forcingFraction(of count: Int, along axis: LayoutAxis) -> PlannedNode {
        let fraction = LayoutDimension.share(of: count, along: axis)
        switch self {
        case .item(let id, var item):
            item.layoutSize = item.layoutSize.replacing(axis, with: fraction)
            return .item(id: id, item)
        case .group(var group):
            group.group.layoutSize = group.group.layoutSize.replacing(axis, with: fraction)
            return .group(group)
        }
    }
}
