import Foundation

/// The object of `GROUP` in docs/LayoutJSON.md: an axis, a size and subitems, or one subitem
/// repeated `count` times (a `COUNT`: a whole number, or adaptive).
package struct GroupDescription: ValueDescription {
    package var value: LayoutGroup

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case axis, size, subitems, count, repetition, interItemSpacing, contentInsets, edgeSpacing, supplementaryItems
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let horizontal = try container.decodeChoice(LayoutNames.axes, forKey: .axis) == .horizontal
        let layoutSize = try container.value(SizeDescription.self, forKey: .size)
        let subitems = try container.value([SubitemDescription].self, forKey: .subitems)
        if let count = try container.decodeIfPresent(CountDescription.self, forKey: .count) {
            guard subitems.count == 1 else {
                throw container.problem(
                    "a group with a count repeats exactly one subitem; found \(subitems.count)", at: .subitems)
            }
            let isFraction =
                try container.decodeChoiceIfPresent(LayoutNames.repetitionIsFraction, forKey: .repetition) ?? false
            if let count = count.fixed, !isFraction {
                value =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
                    : .vertical(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
            } else {
                // An adaptive count shares the group's length, as `subitem:count:` does.
                value =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, subitem: subitems[0], count: count.subitemCount)
                    : .vertical(layoutSize: layoutSize, subitem: subitems[0], count: count.subitemCount)
            }
        } else {
            value =
                horizontal
                ? .horizontal(layoutSize: layoutSize, subitems: subitems)
                : .vertical(layoutSize: layoutSize, subitems: subitems)
        }
        try container.update(&value.interItemSpacing, from: SpacingDescription.self, forKey: .interItemSpacing)
        try container.update(&value.contentInsets, from: InsetsDescription.self, forKey: .contentInsets)
        try container.update(&value.edgeSpacing, from: EdgeSpacingDescription.self, forKey: .edgeSpacing)
        try container.update(
            &value.supplementaryItems, from: [SupplementaryItemDescription].self, forKey: .supplementaryItems)
    }
}

extension GroupDescription: WritableDescription {
    package init(describing value: LayoutGroup) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch value.layoutDirection {
        case .horizontal: try container.encode("horizontal", forKey: .axis)
        case .vertical: try container.encode("vertical", forKey: .axis)
        case .custom: throw UnwritableLayout("a custom group, whose item provider is app code")
        }
        try container.encode(SizeDescription.self, value.layoutSize, forKey: .size)
        try container.encode([SubitemDescription].self, value.subitems, forKey: .subitems)
        switch value.repetition {
        case .whileTheyFit: break
        case .count(let count):
            try container.encode(CountDescription(fixed: count, adaptiveMinimum: nil), forKey: .count)
        case .countForcingFraction(let count):
            try container.encode(CountDescription(fixed: count, adaptiveMinimum: nil), forKey: .count)
            try container.encode("fraction", forKey: .repetition)
        case .adaptive(let minimum):
            try container.encode(CountDescription(fixed: nil, adaptiveMinimum: Double(minimum)), forKey: .count)
        }
        try container.encodeIfPresent(SpacingDescription.self, value.interItemSpacing, forKey: .interItemSpacing)
        try container.encode(InsetsDescription.self, value.contentInsets, forKey: .contentInsets, unless: .zero)
        try container.encodeIfPresent(EdgeSpacingDescription.self, value.edgeSpacing, forKey: .edgeSpacing)
        try container.encode(
            [SupplementaryItemDescription].self, value.supplementaryItems, forKey: .supplementaryItems, unless: [])
    }
}
