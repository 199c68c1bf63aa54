import Foundation

/// `SPACING` of docs/LayoutJSON.md: `{"fixed": 8}` or `{"flexible": 8}`.
package struct SpacingDescription: ValueDescription {
    package var value: LayoutSpacing

    package init(from decoder: any Decoder) throws {
        let (name, container) = try decoder.singleField(
            expecting: "expected {\"fixed\": n} or {\"flexible\": n}", among: ["fixed", "flexible"])
        let spacing = try container.decode(Double.self, forKey: AnyCodingKey(stringValue: name))
        value = name == "fixed" ? .fixed(spacing) : .flexible(spacing)
    }
}

extension SpacingDescription: WritableDescription {
    package init(describing value: LayoutSpacing) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        let name = value.isFlexibleSpacing ? "flexible" : "fixed"
        try container.encode(Double(value.spacing), forKey: AnyCodingKey(stringValue: name))
    }
}
