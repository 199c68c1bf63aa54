import Foundation

/// `ITEM or GROUP` of docs/LayoutJSON.md: `{"item": {...}}` or `{"group": {...}}`.
package struct SubitemDescription: ValueDescription {
    package var value: LayoutSubitem

    package init(from decoder: any Decoder) throws {
        let (name, container) = try decoder.singleField(
            expecting: "expected {\"item\": {...}} or {\"group\": {...}}", among: ["item", "group"])
        let key = AnyCodingKey(stringValue: name)
        value =
            name == "item"
            ? .item(try container.value(ItemDescription.self, forKey: key))
            : .group(try container.value(GroupDescription.self, forKey: key))
    }
}

extension SubitemDescription: WritableDescription {
    package init(describing value: LayoutSubitem) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        switch value {
        case .item(let item):
            try container.encode(ItemDescription.self, item, forKey: AnyCodingKey(stringValue: "item"))
        case .group(let group):
            try container.encode(GroupDescription.self, group, forKey: AnyCodingKey(stringValue: "group"))
        }
    }
}
