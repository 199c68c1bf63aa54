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

extension AnchorDescription: WritableDescription {
    package init(describing value: LayoutAnchor) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let edges = ["top", "leading", "bottom", "trailing"].filter { name in
            LayoutNames.edges[name].map { value.edges.contains($0) } ?? false
        }
        try container.encode(edges, forKey: .edges)
        try container.encode(PointDescription.self, value.offset, forKey: .offset, unless: .zero)
        try container.encode(value.isFractionalOffset, forKey: .fractional, unless: false)
    }
}
