import Foundation

/// A section's decoration item (a background): `{"elementKind": "background", "contentInsets":
/// INSETS, "zIndex": 0}`.
package struct DecorationItemDescription: ValueDescription {
    package var value: LayoutDecorationItem

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case elementKind, contentInsets, zIndex
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = .background(elementKind: try container.decode(String.self, forKey: .elementKind))
        try container.update(&value.contentInsets, from: InsetsDescription.self, forKey: .contentInsets)
        try container.update(&value.zIndex, wholeNumberForKey: .zIndex)
    }
}

extension DecorationItemDescription: WritableDescription {
    package init(describing value: LayoutDecorationItem) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value.elementKind, forKey: .elementKind)
        try container.encode(InsetsDescription.self, value.contentInsets, forKey: .contentInsets, unless: .zero)
        try container.encode(value.zIndex, forKey: .zIndex, unless: 0)
    }
}
