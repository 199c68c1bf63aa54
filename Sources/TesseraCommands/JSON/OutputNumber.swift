/// A number in command output: rounded to 4 decimals (a quarter of a pixel at @3x is 0.0833 pt, so
/// 4 decimals keep every pixel-aligned value exact), a whole number without a fraction, and `null`
/// when not finite (JSON has no infinity).
struct OutputNumber: Encodable {
    var value: Double

    init(_ value: Double) {
        self.value = value
    }

    /// The number as printed: rounded to 4 decimals, `0` rather than `-0`; `nil` when not finite.
    var rounded: Double? {
        guard value.isFinite else { return nil }
        // Beyond 1e15 a double has no fraction left to round (and multiplying could overflow).
        let rounded = abs(value) < 1e15 ? (value * 10_000).rounded() / 10_000 : value
        return rounded == 0 ? 0 : rounded
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let rounded {
            try container.encode(rounded)
        } else {
            try container.encodeNil()
        }
    }
}
