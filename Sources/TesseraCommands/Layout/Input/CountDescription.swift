import TesseraLayout

/// `COUNT` of docs/LayoutJSON.md: a whole number, or `{"adaptive": MINIMUM}` — as many as fit at
/// `MINIMUM` points each (`LayoutGroup.SubitemCount` and `WaterfallSectionLayout.ColumnCount`).
struct CountDescription: Decodable {
    /// A fixed count, or `nil` for an adaptive one.
    var fixed: Int?
    /// The minimum extent of an adaptive count.
    var adaptiveMinimum: Double?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case adaptive
    }

    init(from decoder: any Decoder) throws {
        if let number = try? decoder.singleValueContainer().decode(Double.self) {
            guard number.rounded() == number, let whole = Int(exactly: number) else {
                throw DecodingProblem(
                    codingPath: decoder.codingPath, message: "expected a whole number or {\"adaptive\": n}")
            }
            fixed = whole
            return
        }
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        adaptiveMinimum = try container.decode(Double.self, forKey: .adaptive)
    }

    /// The count of a group's repeated subitem.
    var subitemCount: LayoutGroup.SubitemCount {
        fixed.map { .fixed($0) } ?? .adaptive(minimum: adaptiveMinimum ?? 0)
    }

    /// The column count of a waterfall.
    var columnCount: WaterfallSectionLayout.ColumnCount {
        fixed.map { .fixed($0) } ?? .adaptive(minimum: adaptiveMinimum ?? 0)
    }
}
