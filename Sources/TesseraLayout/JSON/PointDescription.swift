import Foundation

/// `{"x": 0, "y": 0}` of docs/LayoutJSON.md (an offset; either may be left out).
package struct PointDescription: ValueDescription {
    package var value = CGPoint.zero

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case x, y
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        try container.update(&value.x, forKey: .x)
        try container.update(&value.y, forKey: .y)
    }
}

extension PointDescription: WritableDescription {
    package init(describing value: CGPoint) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Double(value.x), forKey: .x, unless: 0)
        try container.encode(Double(value.y), forKey: .y, unless: 0)
    }
}
