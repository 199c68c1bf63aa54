import Foundation

/// A supplementary item's anchor: `{"edges": ["top", "trailing"], "offset": {"x": 0.3, "y": -0.3},
/// "fractional": true}` (the offset and `fractional` may be left out).
package struct AnchorDescription: ValueDescription {
    package var value: LayoutAnchor

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case edges, offset, fractional
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        var edges: DirectionalRectEdge = []
        for (index, name) in try container.decode([String].self, forKey: .edges).enumerated() {
            let path = container.codingPath + [CodingKeys.edges, AnyCodingKey(intValue: index)]
            edges.insert(try DecodingProblem.value(named: name, in: LayoutNames.edges, at: path))
        }
        let offset = try container.valueIfPresent(PointDescription.self, forKey: .offset) ?? .zero
        value =
            try container.decodeIfPresent(Bool.self, forKey: .fractional) ?? false
            ? LayoutAnchor(edges: edges, fractionalOffset: offset) : LayoutAnchor(edges: edges, absoluteOffset: offset)
    }
}
