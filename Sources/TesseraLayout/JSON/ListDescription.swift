import Foundation

/// `LIST` of docs/LayoutJSON.md: a `ListConfiguration`; only `appearance` is required.
package struct ListDescription: ValueDescription {
    package var value: ListConfiguration

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case appearance, headerMode, footerMode, showsSeparators, headerTopPadding, rowHeight, estimatedRowHeight
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = ListConfiguration(appearance: try container.decodeChoice(LayoutNames.appearances, forKey: .appearance))
        try container.update(&value.headerMode, choosingFrom: LayoutNames.headerModes, forKey: .headerMode)
        try container.update(&value.footerMode, choosingFrom: LayoutNames.footerModes, forKey: .footerMode)
        try container.update(&value.showsSeparators, forKey: .showsSeparators)
        try container.update(&value.headerTopPadding, forKey: .headerTopPadding)
        try container.update(&value.rowHeight, forKey: .rowHeight)
        try container.update(&value.estimatedRowHeight, forKey: .estimatedRowHeight)
    }
}

extension ListDescription: WritableDescription {
    package init(describing value: ListConfiguration) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        // The metrics an app adjusts (`package`) have no field.
        guard value.metrics == ListConfiguration(appearance: value.appearance).metrics else {
            throw UnwritableLayout("a list with adjusted metrics")
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeName(value.appearance, in: LayoutNames.appearances, forKey: .appearance)
        try container.encodeName(
            value.headerMode, in: LayoutNames.headerModes, forKey: .headerMode,
            unless: ListConfiguration.HeaderMode.none)
        try container.encodeName(
            value.footerMode, in: LayoutNames.footerModes, forKey: .footerMode,
            unless: ListConfiguration.FooterMode.none)
        try container.encode(value.showsSeparators, forKey: .showsSeparators, unless: true)
        try container.encodeIfPresent(value.headerTopPadding.map(Double.init), forKey: .headerTopPadding)
        try container.encodeIfPresent(value.rowHeight.map(Double.init), forKey: .rowHeight)
        try container.encode(Double(value.estimatedRowHeight), forKey: .estimatedRowHeight, unless: 44)
    }
}
