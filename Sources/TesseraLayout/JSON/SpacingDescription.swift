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
