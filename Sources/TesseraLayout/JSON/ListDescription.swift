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
