import Foundation
import TesseraLayout

/// A section's `measuredSizes`: the sizes cells measured, by item index, like
/// `{"2": {"width": 390, "height": 60}}`.
struct MeasuredSizesDescription: ValueDescription {
    /// The sizes by item index.
    var value: [Int: CGSize] = [:]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard let item = Int(key.stringValue), item >= 0 else {
                throw container.problem("expected an item index as the key, found \"\(key.stringValue)\"", at: key)
            }
            value[item] = try container.value(PointSizeDescription.self, forKey: key)
        }
    }
}
