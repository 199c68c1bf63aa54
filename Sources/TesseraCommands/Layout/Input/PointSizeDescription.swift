import Foundation
import TesseraLayout

/// `{"width": 100, "height": 100}` of docs/LayoutJSON.md: a size in points, 0 or more (a measured
/// size, a flow layout's item or header size).
struct PointSizeDescription: ValueDescription {
    var value: CGSize

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = CGSize(
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height))
        guard value.width >= 0, value.height >= 0 else {
            throw container.problem("expected a size of 0 or more, found \(value)")
        }
    }
}
