import TesseraLayout

/// A flow layout's `sectionInset`: `INSETS`, or UIKit's `{"top": 0, "left": 15, "bottom": 0,
/// "right": 15}` (left and right stand for leading and trailing, which win when both are given).
struct FlowInsetsDescription: ValueDescription {
    var value = DirectionalEdgeInsets()

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case top, leading, bottom, trailing, left, right
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        try container.update(&value.top, forKey: .top)
        try container.update(&value.leading, forKey: .left)
        try container.update(&value.leading, forKey: .leading)
        try container.update(&value.bottom, forKey: .bottom)
        try container.update(&value.trailing, forKey: .right)
        try container.update(&value.trailing, forKey: .trailing)
    }
}
