import Foundation
import TesseraLayout

/// A layout described in JSON (the format of `tessera layout`, documented in docs/LayoutJSON.md):
/// the container, the layout, the content and the scroll position.
struct LayoutDocument {
    var environment: LayoutEnvironment
    var layout: any CollectionLayout
    var content: LayoutContent
    var contentOffset: CGPoint
    var adjustedContentInset: DirectionalEdgeInsets
    var orthogonalOffsets: [Int: CGFloat]

    /// Solves the layout and applies the scroll position.
    func solve() throws(LayoutError) -> LayoutSolution {
        var solution = try layout.solve(in: environment, content: content)
        solution.contentOffset = contentOffset
        solution.adjustedContentInset = adjustedContentInset
        for (section, offset) in orthogonalOffsets {
            solution.setOrthogonalOffset(offset, forSection: section)
        }
        return solution
    }

    /// The same document in another container size (for previews at several widths).
    func resized(width: CGFloat, height: CGFloat) -> LayoutDocument {
        var copy = self
        copy.environment.container.contentSize = CGSize(width: width, height: height)
        return copy
    }
}

/// What a section of a document is described as.
private enum SectionSpecification: Sendable {
    case section(LayoutSection)
    case list(ListConfiguration)
    case none
}

// MARK: - Reading

extension LayoutDocument {
    /// Reads a document.
    ///
    /// - Throws: ``InputError`` naming the malformed field.
    static func read(_ data: Data, source: String) throws(InputError) -> LayoutDocument {
        let root = JSONReader(try JSONValue.parse(data, source: source), source: source)
        try root.expectOnly(["container", "configuration", "contentOffset", "adjustedContentInset", "sections", "flow"])
        let environment = try readEnvironment(try root.field("container"))
        let sections = try root.field("sections").elements()
        var counts: [Int] = []
        var sizes: [IndexPath: CGSize] = [:]
        var orthogonalOffsets: [Int: CGFloat] = [:]
        let layout: any CollectionLayout
        if let flow = try root.optionalField("flow") {
            guard try root.optionalField("configuration") == nil else {
                throw root.fail("a flow layout has no \"configuration\"; put its settings in \"flow\"")
            }
            var perItemSizes: [Int: [CGSize]] = [:]
            for (index, section) in sections.enumerated() {
                try section.expectOnly(["items", "itemSizes", "measuredSizes"])
                let count = try section.field("items").count()
                counts.append(count)
                if let list = try section.optionalField("itemSizes") {
                    let itemSizes = try list.elements().map { reader throws(InputError) in try readPointSize(reader) }
                    guard itemSizes.count == count else {
                        throw list.fail("expected \(count) sizes (one per item), found \(itemSizes.count)")
                    }
                    perItemSizes[index] = itemSizes
                }
                try readMeasuredSizes(section, section: index, into: &sizes)
            }
            layout = try readFlow(flow, perItemSizes: perItemSizes)
        } else {
            var configuration = LayoutConfiguration()
            if let reader = try root.optionalField("configuration") {
                configuration = try LayoutDescriptionReader.configuration(reader)
            }
            var descriptions: [SectionSpecification] = []
            for (index, section) in sections.enumerated() {
                try section.expectOnly(["items", "orthogonalOffset", "measuredSizes", "section", "list"])
                counts.append(try section.field("items").count())
                if let offset = try section.optionalField("orthogonalOffset") {
                    orthogonalOffsets[index] = try offset.number()
                }
                try readMeasuredSizes(section, section: index, into: &sizes)
                switch (try section.optionalField("section"), try section.optionalField("list")) {
                case (let description?, nil):
                    descriptions.append(.section(try LayoutDescriptionReader.section(description)))
                case (nil, let list?): descriptions.append(.list(try LayoutDescriptionReader.listConfiguration(list)))
                case (nil, nil): descriptions.append(.none)
                case (_?, _?): throw section.fail("give either \"section\" or \"list\", not both")
                }
            }
            let fixed = descriptions
            layout = CompositionalLayout(configuration: configuration) { index, environment in
                guard index < fixed.count else { return nil }
                switch fixed[index] {
                case .section(let section): return section
                case .list(let configuration): return .list(using: configuration, layoutEnvironment: environment)
                case .none: return nil
                }
            }
        }
        var offset = CGPoint.zero
        if let reader = try root.optionalField("contentOffset") {
            try reader.expectOnly(["x", "y"])
            offset = CGPoint(
                x: try reader.optionalField("x")?.number() ?? 0, y: try reader.optionalField("y")?.number() ?? 0)
        }
        let adjusted =
            try root.optionalField("adjustedContentInset").map { reader throws(InputError) in
                try LayoutDescriptionReader.insets(reader)
            } ?? .zero
        return LayoutDocument(
            environment: environment, layout: layout, content: LayoutContent(itemCounts: counts, itemSizes: sizes),
            contentOffset: offset, adjustedContentInset: adjusted, orthogonalOffsets: orthogonalOffsets
        )
    }

    private static func readEnvironment(_ reader: JSONReader) throws(InputError) -> LayoutEnvironment {
        try reader.expectOnly([
            "width", "height", "scale", "safeAreaInsets", "layoutMargins", "readableContentInsets",
            "horizontalSizeClass", "layoutDirection",
        ])
        let width = try reader.field("width").number(), height = try reader.field("height").number()
        guard width >= 0 else { throw try reader.field("width").fail("expected a width of 0 or more, found \(width)") }
        guard height >= 0 else {
            throw try reader.field("height").fail("expected a height of 0 or more, found \(height)")
        }
        var traits = LayoutTraitCollection()
        if let scale = try reader.optionalField("scale") {
            traits.displayScale = try scale.number()
            guard traits.displayScale >= 0 else { throw scale.fail("expected a display scale of 0 or more") }
        }
        if let sizeClass = try reader.optionalField("horizontalSizeClass") {
            switch try sizeClass.string() {
            case "compact": traits.horizontalSizeClass = .compact
            case "regular": traits.horizontalSizeClass = .regular
            case let other: throw sizeClass.fail("expected \"compact\" or \"regular\", found \"\(other)\"")
            }
        }
        if let direction = try reader.optionalField("layoutDirection") {
            switch try direction.string() {
            case "leftToRight": traits.layoutDirection = .leftToRight
            case "rightToLeft": traits.layoutDirection = .rightToLeft
            case let other: throw direction.fail("expected \"leftToRight\" or \"rightToLeft\", found \"\(other)\"")
            }
        }
        return LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
            traitCollection: traits,
            safeAreaInsets: try reader.optionalField("safeAreaInsets").map { reader throws(InputError) in
                try LayoutDescriptionReader.insets(reader)
            } ?? .zero,
            layoutMargins: try reader.optionalField("layoutMargins").map { reader throws(InputError) in
                try LayoutDescriptionReader.insets(reader)
            } ?? .zero,
            readableContentInsets: try reader.optionalField("readableContentInsets").map { reader throws(InputError) in
                try LayoutDescriptionReader.insets(reader)
            } ?? .zero
        )
    }

    private static func readMeasuredSizes(
        _ section: JSONReader, section index: Int, into sizes: inout [IndexPath: CGSize]
    ) throws(InputError) {
        guard let measured = try section.optionalField("measuredSizes") else { return }
        for key in try measured.keys() {
            let field = try measured.field(key)
            guard let item = Int(key), item >= 0 else {
                throw field.fail("expected an item index as the key, found \"\(key)\"")
            }
            sizes[IndexPath(item: item, section: index)] = try readPointSize(field)
        }
    }

    static func readPointSize(_ reader: JSONReader) throws(InputError) -> CGSize {
        try reader.expectOnly(["width", "height"])
        let size = CGSize(width: try reader.field("width").number(), height: try reader.field("height").number())
        guard size.width >= 0, size.height >= 0 else {
            throw reader.fail("expected a size of 0 or more, found \(size)")
        }
        return size
    }

    private static func readFlow(_ reader: JSONReader, perItemSizes: [Int: [CGSize]]) throws(InputError) -> FlowLayout {
        try reader.expectOnly([
            "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
            "sectionInset",
            "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
            "sectionFootersPinToVisibleBounds",
        ])
        var flow = FlowLayout()
        if let direction = try reader.optionalField("scrollDirection") {
            flow.scrollDirection = try LayoutDescriptionReader.axis(direction)
        }
        if let size = try reader.optionalField("itemSize") { flow.itemSize = try readPointSize(size) }
        if let size = try reader.optionalField("estimatedItemSize") { flow.estimatedItemSize = try readPointSize(size) }
        if let spacing = try reader.optionalField("minimumLineSpacing") {
            flow.minimumLineSpacing = try spacing.number()
        }
        if let spacing = try reader.optionalField("minimumInteritemSpacing") {
            flow.minimumInteritemSpacing = try spacing.number()
        }
        if let insets = try reader.optionalField("sectionInset") {
            flow.sectionInset = try LayoutDescriptionReader.insets(insets, allowingLeftRight: true)
        }
        if let size = try reader.optionalField("headerReferenceSize") {
            flow.headerReferenceSize = try readPointSize(size)
        }
        if let size = try reader.optionalField("footerReferenceSize") {
            flow.footerReferenceSize = try readPointSize(size)
        }
        if let pin = try reader.optionalField("sectionHeadersPinToVisibleBounds") {
            flow.sectionHeadersPinToVisibleBounds = try pin.bool()
        }
        if let pin = try reader.optionalField("sectionFootersPinToVisibleBounds") {
            flow.sectionFootersPinToVisibleBounds = try pin.bool()
        }
        if !perItemSizes.isEmpty {
            let itemSize = flow.itemSize
            flow.itemSizeProvider = { indexPath in perItemSizes[indexPath[0]]?[indexPath[1]] ?? itemSize }
        }
        return flow
    }
}
