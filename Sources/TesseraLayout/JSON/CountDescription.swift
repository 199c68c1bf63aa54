import Foundation

/// `COUNT` of docs/LayoutJSON.md: a whole number, or `{"adaptive": MINIMUM}` — as many as fit at
/// `MINIMUM` points each (`LayoutGroup.SubitemCount` and `WaterfallSectionLayout.ColumnCount`).
package struct CountDescription: Decodable {
    /// A fixed count, or `nil` for an adaptive one.
    package var fixed: Int?
    /// The minimum extent of an adaptive count.
    package var adaptiveMinimum: Double?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case adaptive
    }

    package init(from decoder: any Decoder) throws {
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
    package var subitemCount: LayoutGroup.SubitemCount {
        fixed.map { .fixed($0) } ?? .adaptive(minimum: adaptiveMinimum ?? 0)
    }

    /// The column count of a waterfall.
    package var columnCount: WaterfallSectionLayout.ColumnCount {
        fixed.map { .fixed($0) } ?? .adaptive(minimum: adaptiveMinimum ?? 0)
    }
}

extension CountDescription: Encodable {
    /// A fixed count, or an adaptive one of this minimum extent.
    package init(fixed: Int?, adaptiveMinimum: Double?) {
        self.fixed = fixed
        self.adaptiveMinimum = adaptiveMinimum
    }

    package func encode(to encoder: any Encoder) throws {
        if let fixed {
            var container = encoder.singleValueContainer()
            try container.encode(fixed)
        } else {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(adaptiveMinimum ?? 0, forKey: .adaptive)
        }
    }
}
