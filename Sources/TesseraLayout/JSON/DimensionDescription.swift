import Foundation

/// `DIM` of docs/LayoutJSON.md: `{"absolute": 44}`, `{"estimated": 44}`, `{"fractionalWidth": 0.5}`,
/// `{"fractionalHeight": 1}` or `{"uniformAcrossSiblings": 44}`.
package struct DimensionDescription: ValueDescription {
    package var value: LayoutDimension

    package init(from decoder: any Decoder) throws {
        let (name, container) = try decoder.singleField(
            expecting:
                "expected one of {\"absolute\": n}, {\"estimated\": n}, {\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"uniformAcrossSiblings\": n}"
        )
        func number() throws -> Double { try container.decode(Double.self, forKey: AnyCodingKey(stringValue: name)) }
        switch name {
        case "absolute": value = .absolute(try number())
        case "estimated": value = .estimated(try number())
        case "fractionalWidth": value = .fractionalWidth(try number())
        case "fractionalHeight": value = .fractionalHeight(try number())
        case "uniformAcrossSiblings": value = .uniformAcrossSiblings(estimate: try number())
        default:
            throw container.problem(
                "unknown dimension \"\(name)\" (expected absolute, estimated, fractionalWidth, fractionalHeight or uniformAcrossSiblings)"
            )
        }
    }
}

extension DimensionDescription: WritableDescription {
    package init(describing value: LayoutDimension) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        let name =
            switch value.kind {
            case .absolute: "absolute"
            case .estimated: "estimated"
            case .fractionalWidth: "fractionalWidth"
            case .fractionalHeight: "fractionalHeight"
            case .uniformAcrossSiblings: "uniformAcrossSiblings"
            }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(Double(value.dimension), forKey: AnyCodingKey(stringValue: name))
    }
}
