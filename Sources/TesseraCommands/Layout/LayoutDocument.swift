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

// MARK: - Decoding

extension LayoutDocument: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case container, configuration, contentOffset, adjustedContentInset, sections, flow
    }

    /// Reads a document.
    ///
    /// - Throws: ``InputError`` naming the malformed field.
    static func read(_ data: Data, source: String) throws(InputError) -> LayoutDocument {
        try JSONInput.decode(LayoutDocument.self, from: data, source: source)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        environment = try container.value(ContainerDescription.self, forKey: .container)
        let itemCounts: [Int]
        let measuredSizes: [[Int: CGSize]]
        if var flow = try container.valueIfPresent(FlowDescription.self, forKey: .flow) {
            guard try container.decodeNilOrAbsent(forKey: .configuration) else {
                throw container.problem("a flow layout has no \"configuration\"; put its settings in \"flow\"")
            }
            let sections = try container.decode([FlowSectionEntry].self, forKey: .sections)
            itemCounts = sections.map(\.items)
            measuredSizes = sections.map(\.measuredSizes)
            let perItemSizes = sections.enumerated().reduce(into: [Int: [CGSize]]()) { sizes, section in
                sizes[section.offset] = section.element.itemSizes
            }
            if !perItemSizes.isEmpty {
                let itemSize = flow.itemSize
                flow.itemSizeProvider = { indexPath in perItemSizes[indexPath[0]]?[indexPath[1]] ?? itemSize }
            }
            layout = flow
            orthogonalOffsets = [:]
        } else {
            let configuration =
                try container.valueIfPresent(ConfigurationDescription.self, forKey: .configuration)
                ?? LayoutConfiguration()
            let sections = try container.decode([SectionEntry].self, forKey: .sections)
            itemCounts = sections.map(\.items)
            measuredSizes = sections.map(\.measuredSizes)
            let specifications = sections.map(\.specification)
            layout = CompositionalLayout(configuration: configuration) { index, environment in
                guard index < specifications.count else { return nil }
                switch specifications[index] {
                case .section(let section): return section
                case .list(let configuration): return .list(using: configuration, layoutEnvironment: environment)
                case .none: return nil
                }
            }
            orthogonalOffsets = sections.enumerated().reduce(into: [:]) { offsets, section in
                if let offset = section.element.orthogonalOffset { offsets[section.offset] = offset }
            }
        }
        var itemSizes: [IndexPath: CGSize] = [:]
        for (section, sizes) in measuredSizes.enumerated() {
            for (item, size) in sizes { itemSizes[IndexPath(item: item, section: section)] = size }
        }
        content = LayoutContent(itemCounts: itemCounts, itemSizes: itemSizes)
        contentOffset = try container.valueIfPresent(PointDescription.self, forKey: .contentOffset) ?? .zero
        adjustedContentInset =
            try container.valueIfPresent(InsetsDescription.self, forKey: .adjustedContentInset) ?? .zero
    }
}
