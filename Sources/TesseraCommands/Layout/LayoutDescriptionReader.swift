import Foundation
import TesseraLayout

/// Reads layout descriptions (sections, groups, items, sizes…) from JSON, mirroring the Swift API.
enum LayoutDescriptionReader {
    // MARK: Configuration and sections

    static func configuration(_ reader: JSONReader) throws(InputError) -> LayoutConfiguration {
        try reader.expectOnly([
            "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference",
            "roundsFramesToPixels",
        ])
        var configuration = LayoutConfiguration()
        if let direction = try reader.optionalField("scrollDirection") {
            configuration.scrollDirection = try axis(direction)
        }
        if let spacing = try reader.optionalField("interSectionSpacing") {
            configuration.interSectionSpacing = try spacing.number()
        }
        if let items = try reader.optionalField("boundarySupplementaryItems") {
            configuration.boundarySupplementaryItems = try items.elements().map { reader throws(InputError) in
                try boundaryItem(reader)
            }
        }
        if let reference = try reader.optionalField("contentInsetsReference") {
            configuration.contentInsetsReference = try contentInsetsReference(reference)
        }
        if let rounds = try reader.optionalField("roundsFramesToPixels") {
            configuration.roundsFramesToPixels = try rounds.bool()
        }
        return configuration
    }

    static func section(_ reader: JSONReader) throws(InputError) -> LayoutSection {
        try reader.expectOnly([
            "group", "contentInsets", "interGroupSpacing", "contentInsetsReference",
            "supplementaryContentInsetsReference",
            "supplementariesFollowContentInsets", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
            "decorationItems",
        ])
        let groupReader = try reader.field("group")
        guard case .group(let root) = try subitem(groupReader) else {
            throw groupReader.fail("a section's group must be {\"group\": {...}}, not an item")
        }
        var section = LayoutSection(group: root)
        if let value = try reader.optionalField("contentInsets") { section.contentInsets = try insets(value) }
        if let value = try reader.optionalField("interGroupSpacing") { section.interGroupSpacing = try value.number() }
        if let value = try reader.optionalField("contentInsetsReference") {
            section.contentInsetsReference = try contentInsetsReference(value)
        }
        if let value = try reader.optionalField("supplementaryContentInsetsReference") {
            section.supplementaryContentInsetsReference = try contentInsetsReference(value)
        }
        if let value = try reader.optionalField("supplementariesFollowContentInsets") {
            section.supplementariesFollowContentInsets = try value.bool()
        }
        if let value = try reader.optionalField("orthogonalScrollingBehavior") {
            let names: [String: OrthogonalScrollingBehavior] = [
                "none": .none, "continuous": .continuous,
                "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary,
                "paging": .paging, "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
            ]
            section.orthogonalScrollingBehavior = try choice(value, names)
        }
        if let items = try reader.optionalField("boundarySupplementaryItems") {
            section.boundarySupplementaryItems = try items.elements().map { reader throws(InputError) in
                try boundaryItem(reader)
            }
        }
        if let items = try reader.optionalField("decorationItems") {
            section.decorationItems = try items.elements().map { reader throws(InputError) in try decorationItem(reader)
            }
        }
        return section
    }

    static func listConfiguration(_ reader: JSONReader) throws(InputError) -> ListConfiguration {
        try reader.expectOnly([
            "appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding", "rowHeight",
            "estimatedRowHeight",
        ])
        let appearances: [String: ListConfiguration.Appearance] = [
            "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar,
            "sidebarPlain": .sidebarPlain,
        ]
        var configuration = ListConfiguration(appearance: try choice(try reader.field("appearance"), appearances))
        if let mode = try reader.optionalField("headerMode") {
            configuration.headerMode = try choice(
                mode, ["none": .none, "supplementary": .supplementary, "firstItemInSection": .firstItemInSection])
        }
        if let mode = try reader.optionalField("footerMode") {
            configuration.footerMode = try choice(mode, ["none": .none, "supplementary": .supplementary])
        }
        if let value = try reader.optionalField("showsSeparators") { configuration.showsSeparators = try value.bool() }
        if let value = try reader.optionalField("headerTopPadding") {
            configuration.headerTopPadding = try value.number()
        }
        if let value = try reader.optionalField("rowHeight") { configuration.rowHeight = try value.number() }
        if let value = try reader.optionalField("estimatedRowHeight") {
            configuration.estimatedRowHeight = try value.number()
        }
        return configuration
    }

    // MARK: Groups and items

    /// `{"item": {...}}` or `{"group": {...}}`.
    static func subitem(_ reader: JSONReader) throws(InputError) -> LayoutSubitem {
        let keys = try reader.keys()
        guard keys.count == 1, let key = keys.first, key == "item" || key == "group" else {
            throw reader.fail("expected {\"item\": {...}} or {\"group\": {...}}, found the fields \(keys)")
        }
        return key == "item" ? .item(try item(try reader.field("item"))) : .group(try group(try reader.field("group")))
    }

    static func item(_ reader: JSONReader) throws(InputError) -> LayoutItem {
        try reader.expectOnly(["size", "contentInsets", "edgeSpacing", "supplementaryItems"])
        var item = LayoutItem(layoutSize: try size(try reader.field("size")))
        if let value = try reader.optionalField("contentInsets") { item.contentInsets = try insets(value) }
        if let value = try reader.optionalField("edgeSpacing") { item.edgeSpacing = try edgeSpacing(value) }
        if let items = try reader.optionalField("supplementaryItems") {
            item.supplementaryItems = try items.elements().map { reader throws(InputError) in
                try supplementaryItem(reader)
            }
        }
        return item
    }

    static func group(_ reader: JSONReader) throws(InputError) -> LayoutGroup {
        try reader.expectOnly([
            "axis", "size", "subitems", "count", "repetition", "interItemSpacing", "contentInsets", "edgeSpacing",
            "supplementaryItems",
        ])
        let horizontal = try axis(try reader.field("axis")) == .horizontal
        let layoutSize = try size(try reader.field("size"))
        let subitemsReader = try reader.field("subitems")
        let subitems = try subitemsReader.elements().map { reader throws(InputError) in try subitem(reader) }
        var group: LayoutGroup
        if let countReader = try reader.optionalField("count") {
            let count = try countReader.integer()
            guard subitems.count == 1 else {
                throw subitemsReader.fail("a group with a count repeats exactly one subitem; found \(subitems.count)")
            }
            let forcesFraction =
                try reader.optionalField("repetition").map { reader throws(InputError) in
                    try choice(reader, ["keepingSize": false, "fraction": true])
                } ?? false
            if forcesFraction {
                group =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, subitem: subitems[0], count: count)
                    : .vertical(layoutSize: layoutSize, subitem: subitems[0], count: count)
            } else {
                group =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
                    : .vertical(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
            }
        } else {
            group =
                horizontal
                ? .horizontal(layoutSize: layoutSize, subitems: subitems)
                : .vertical(layoutSize: layoutSize, subitems: subitems)
        }
        if let value = try reader.optionalField("interItemSpacing") { group.interItemSpacing = try spacing(value) }
        if let value = try reader.optionalField("contentInsets") { group.contentInsets = try insets(value) }
        if let value = try reader.optionalField("edgeSpacing") { group.edgeSpacing = try edgeSpacing(value) }
        if let items = try reader.optionalField("supplementaryItems") {
            group.supplementaryItems = try items.elements().map { reader throws(InputError) in
                try supplementaryItem(reader)
            }
        }
        return group
    }

    // MARK: Supplementary and decoration items

    static func boundaryItem(_ reader: JSONReader) throws(InputError) -> LayoutBoundarySupplementaryItem {
        try reader.expectOnly([
            "elementKind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
            "contentInsets",
        ])
        let alignments: [String: RectAlignment] = [
            "none": .none, "top": .top, "topLeading": .topLeading, "leading": .leading, "bottomLeading": .bottomLeading,
            "bottom": .bottom, "bottomTrailing": .bottomTrailing, "trailing": .trailing, "topTrailing": .topTrailing,
        ]
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: try size(try reader.field("size")),
            elementKind: try reader.field("elementKind").string(),
            alignment: try choice(try reader.field("alignment"), alignments),
            absoluteOffset: try reader.optionalField("offset").map { reader throws(InputError) in try point(reader) }
                ?? .zero
        )
        if let value = try reader.optionalField("extendsBoundary") { item.extendsBoundary = try value.bool() }
        if let value = try reader.optionalField("pinToVisibleBounds") { item.pinToVisibleBounds = try value.bool() }
        if let value = try reader.optionalField("zIndex") { item.zIndex = try value.integer() }
        if let value = try reader.optionalField("contentInsets") { item.contentInsets = try insets(value) }
        return item
    }

    static func decorationItem(_ reader: JSONReader) throws(InputError) -> LayoutDecorationItem {
        try reader.expectOnly(["elementKind", "contentInsets", "zIndex"])
        var item = LayoutDecorationItem.background(elementKind: try reader.field("elementKind").string())
        if let value = try reader.optionalField("contentInsets") { item.contentInsets = try insets(value) }
        if let value = try reader.optionalField("zIndex") { item.zIndex = try value.integer() }
        return item
    }

    static func supplementaryItem(_ reader: JSONReader) throws(InputError) -> LayoutSupplementaryItem {
        try reader.expectOnly(["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "contentInsets"])
        var item = LayoutSupplementaryItem(
            layoutSize: try size(try reader.field("size")),
            elementKind: try reader.field("elementKind").string(),
            containerAnchor: try anchor(try reader.field("containerAnchor"))
        )
        if let value = try reader.optionalField("itemAnchor") { item.itemAnchor = try anchor(value) }
        if let value = try reader.optionalField("zIndex") { item.zIndex = try value.integer() }
        if let value = try reader.optionalField("contentInsets") { item.contentInsets = try insets(value) }
        return item
    }

    static func anchor(_ reader: JSONReader) throws(InputError) -> LayoutAnchor {
        try reader.expectOnly(["edges", "offset", "fractional"])
        var edges: DirectionalRectEdge = []
        let names: [String: DirectionalRectEdge] = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        ]
        for edge in try reader.field("edges").elements() {
            edges.insert(try choice(edge, names))
        }
        let offset = try reader.optionalField("offset").map { reader throws(InputError) in try point(reader) } ?? .zero
        let fractional = try reader.optionalField("fractional")?.bool() ?? false
        return fractional
            ? LayoutAnchor(edges: edges, fractionalOffset: offset) : LayoutAnchor(edges: edges, absoluteOffset: offset)
    }

    // MARK: Values

    static func size(_ reader: JSONReader) throws(InputError) -> LayoutSize {
        try reader.expectOnly(["width", "height"])
        return LayoutSize(
            widthDimension: try dimension(try reader.field("width")),
            heightDimension: try dimension(try reader.field("height")))
    }

    /// `{"absolute": 44}`, `{"estimated": 44}`, `{"fractionalWidth": 0.5}`, `{"fractionalHeight": 1}`
    /// or `{"uniformAcrossSiblings": 44}`.
    static func dimension(_ reader: JSONReader) throws(InputError) -> LayoutDimension {
        let keys = try reader.keys()
        guard keys.count == 1, let key = keys.first else {
            throw reader.fail(
                "expected one of {\"absolute\": n}, {\"estimated\": n}, {\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"uniformAcrossSiblings\": n}"
            )
        }
        let value = try reader.field(key).number()
        switch key {
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: value)
        default:
            throw reader.fail(
                "unknown dimension \"\(key)\" (expected absolute, estimated, fractionalWidth, fractionalHeight or uniformAcrossSiblings)"
            )
        }
    }

    /// Insets with top, leading, bottom, trailing (any may be left out); flow layouts also accept
    /// UIKit's left and right.
    static func insets(_ reader: JSONReader, allowingLeftRight: Bool = false) throws(InputError)
        -> DirectionalEdgeInsets
    {
        try reader.expectOnly(
            allowingLeftRight
                ? ["top", "leading", "bottom", "trailing", "left", "right"] : ["top", "leading", "bottom", "trailing"])
        func value(_ key: String, or alternative: String? = nil) throws(InputError) -> CGFloat {
            if let field = try reader.optionalField(key) { return CGFloat(try field.number()) }
            if let alternative, let field = try reader.optionalField(alternative) { return CGFloat(try field.number()) }
            return 0
        }
        return DirectionalEdgeInsets(
            top: try value("top"),
            leading: try value("leading", or: "left"),
            bottom: try value("bottom"),
            trailing: try value("trailing", or: "right")
        )
    }

    /// `{"fixed": 8}` or `{"flexible": 8}`.
    static func spacing(_ reader: JSONReader) throws(InputError) -> LayoutSpacing {
        let keys = try reader.keys()
        guard keys.count == 1, let key = keys.first, key == "fixed" || key == "flexible" else {
            throw reader.fail("expected {\"fixed\": n} or {\"flexible\": n}")
        }
        let value = try reader.field(key).number()
        return key == "fixed" ? .fixed(value) : .flexible(value)
    }

    static func edgeSpacing(_ reader: JSONReader) throws(InputError) -> LayoutEdgeSpacing {
        try reader.expectOnly(["leading", "top", "trailing", "bottom"])
        return LayoutEdgeSpacing(
            leading: try reader.optionalField("leading").map { reader throws(InputError) in try spacing(reader) },
            top: try reader.optionalField("top").map { reader throws(InputError) in try spacing(reader) },
            trailing: try reader.optionalField("trailing").map { reader throws(InputError) in try spacing(reader) },
            bottom: try reader.optionalField("bottom").map { reader throws(InputError) in try spacing(reader) }
        )
    }

    static func point(_ reader: JSONReader) throws(InputError) -> CGPoint {
        try reader.expectOnly(["x", "y"])
        return CGPoint(x: try reader.optionalField("x")?.number() ?? 0, y: try reader.optionalField("y")?.number() ?? 0)
    }

    static func axis(_ reader: JSONReader) throws(InputError) -> LayoutAxis {
        try choice(reader, ["horizontal": .horizontal, "vertical": .vertical])
    }

    static func contentInsetsReference(_ reader: JSONReader) throws(InputError) -> ContentInsetsReference {
        try choice(
            reader,
            [
                "automatic": .automatic, "none": .none, "safeArea": .safeArea, "layoutMargins": .layoutMargins,
                "readableContent": .readableContent,
            ])
    }

    /// One of a set of names.
    static func choice<Value>(_ reader: JSONReader, _ names: [String: Value]) throws(InputError) -> Value {
        let name = try reader.string()
        guard let value = names[name] else {
            throw reader.fail(
                "unknown value \"\(name)\" (expected one of: \(names.keys.sorted().joined(separator: ", ")))")
        }
        return value
    }
}
