import Foundation
import TesseraLayout

/// A section of a compositional layout document (`SECTION` in docs/LayoutJSON.md): its item count,
/// what cells measured, and a section description, a list, or neither.
struct SectionEntry: Decodable {
    /// The number of items.
    var items: Int
    /// The orthogonal scroll offset.
    var orthogonalOffset: Double?
    /// The sizes cells measured, by item index.
    var measuredSizes: [Int: CGSize]
    var specification: SectionSpecification

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case items, orthogonalOffset, measuredSizes, section, list
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        items = try container.decodeCount(forKey: .items)
        orthogonalOffset = try container.decodeIfPresent(Double.self, forKey: .orthogonalOffset)
        measuredSizes =
            try container.valueIfPresent(MeasuredSizesDescription.self, forKey: .measuredSizes) ?? [:]
        switch (
            try container.valueIfPresent(SectionDescription.self, forKey: .section),
            try container.valueIfPresent(ListDescription.self, forKey: .list)
        ) {
        case (let section?, nil): specification = .section(section)
        case (nil, let list?): specification = .list(list)
        case (nil, nil): specification = .none
        case (_?, _?): throw container.problem("give either \"section\" or \"list\", not both")
        }
    }
}
