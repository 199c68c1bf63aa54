import Foundation
import TesseraLayout

/// A section of a flow layout document: its item count, optionally one size per item, and what
/// cells measured.
struct FlowSectionEntry: Decodable {
    /// The number of items.
    var items: Int
    /// One size per item, when the section gives them (UIKit's non-uniform last-line rule).
    var itemSizes: [CGSize]?
    /// The sizes cells measured, by item index.
    var measuredSizes: [Int: CGSize]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case items, itemSizes, measuredSizes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        items = try container.decodeCount(forKey: .items)
        itemSizes = try container.valueIfPresent([PointSizeDescription].self, forKey: .itemSizes)
        if let itemSizes, itemSizes.count != items {
            throw container.problem(
                "expected \(items) sizes (one per item), found \(itemSizes.count)", at: .itemSizes)
        }
        measuredSizes =
            try container.valueIfPresent(MeasuredSizesDescription.self, forKey: .measuredSizes) ?? [:]
    }
}
