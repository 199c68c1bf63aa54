import Foundation

/// `WATERFALL` of docs/LayoutJSON.md: a `WaterfallSectionLayout` — columns (`COUNT`), spacing,
/// column balancing, and
/// one of `itemHeight` (every item), `itemHeights` or `aspectRatios` (item *i* takes entry
/// *i* modulo their number).
package struct WaterfallDescription: ValueDescription {
    package var value: WaterfallSectionLayout

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case columns, columnSpacing, interItemSpacing, columnBalancing, itemHeight, itemHeights, aspectRatios
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let columns = try container.decode(CountDescription.self, forKey: .columns)
        var heights: [WaterfallSectionLayout.ItemHeight] = []
        if let height = try container.valueIfPresent(DimensionDescription.self, forKey: .itemHeight) {
            heights.append(.uniform(height))
        }
        if let list = try container.valueIfPresent([DimensionDescription].self, forKey: .itemHeights) {
            guard !list.isEmpty else { throw container.problem("expected at least one height", at: .itemHeights) }
            heights.append(.dimension { list[$0 % list.count] })
        }
        if let ratios = try container.decodeIfPresent([Double].self, forKey: .aspectRatios) {
            guard !ratios.isEmpty else { throw container.problem("expected at least one ratio", at: .aspectRatios) }
            heights.append(.aspectRatio { CGFloat(ratios[$0 % ratios.count]) })
        }
        guard heights.count == 1, let height = heights.first else {
            throw container.problem("give exactly one of \"itemHeight\", \"itemHeights\" or \"aspectRatios\"")
        }
        value = WaterfallSectionLayout(columnCount: columns.columnCount, itemHeight: height)
        try container.update(&value.columnSpacing, forKey: .columnSpacing)
        try container.update(&value.interItemSpacing, forKey: .interItemSpacing)
        try container.update(
            &value.columnBalancing, choosingFrom: LayoutNames.columnBalancings, forKey: .columnBalancing)
    }
}

extension WaterfallDescription: WritableDescription {
    package init(describing value: WaterfallSectionLayout) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch value.columnCount {
        case .fixed(let count):
            try container.encode(CountDescription(fixed: count, adaptiveMinimum: nil), forKey: .columns)
        case .adaptive(let minimum):
            try container.encode(CountDescription(fixed: nil, adaptiveMinimum: Double(minimum)), forKey: .columns)
        }
        guard case .uniform(let height) = value.itemHeight else {
            throw UnwritableLayout("a waterfall whose item heights are app code")
        }
        try container.encode(DimensionDescription.self, height, forKey: .itemHeight)
        try container.encode(Double(value.columnSpacing), forKey: .columnSpacing, unless: 0)
        try container.encode(Double(value.interItemSpacing), forKey: .interItemSpacing, unless: 0)
        try container.encodeName(
            value.columnBalancing, in: LayoutNames.columnBalancings, forKey: .columnBalancing,
            unless: .estimatedHeights)
    }
}
