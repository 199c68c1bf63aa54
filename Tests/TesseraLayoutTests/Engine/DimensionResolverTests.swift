import Foundation
import Testing

@testable import TesseraLayout

/// The resolver's rounding to pixels, which rounds to the nearest integer itself rather than
/// through the C library: it must give `rounded()`'s answer to the bit.
@Suite("Dimension resolver")
struct DimensionResolverTests {
    /// Values where rounding goes wrong when done naively: halves either way, the largest value
    /// below a half, the sign of zero, the edge of the integers at 2⁵², the extremes.
    private static let edgeValues: [Double] = [
        0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.5000000000000001,
        1 - 0x1p-53, -(1 - 0x1p-53), 0.3, -0.3, 1, -1, 43.99999999999999, 1e-300, -1e-300,
        Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, Double.leastNormalMagnitude,
        0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52 - 1.5, 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53, 0x1p53 + 2, 0x1p62, 0x1p63,
        -0x1p63, 0x1p64, 1e300, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, .infinity,
        -.infinity, .nan,
    ]

    @Test("Rounds every edge value as rounded() does, to the bit")
    func roundsEdgeValuesAsTheStandardLibrary() {
        for value in Self.edgeValues {
            let rounded = DimensionResolver.roundedToNearestOrAwayFromZero(value)
            #expect(
                rounded.bitPattern == value.rounded().bitPattern || (rounded.isNaN && value.isNaN),
                "\(value): \(rounded), rounded() gives \(value.rounded())")
        }
    }

    @Test("Rounds values around every half as rounded() does, to the bit")
    func roundsValuesAroundHalvesAsTheStandardLibrary() {
        // SplitMix64, seeded: the same values at every run.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var values: [Double] = []
        for whole in [0.0, 1, 2, 3, 843, 1e6, 1e15, 0x1p51, 0x1p52 - 2] {
            var half = whole + 0.5
            for _ in 0..<4 {
                values += [half, half.nextUp, half.nextDown, -half, -half.nextUp, -half.nextDown]
                half = half.nextUp
            }
        }
        for _ in 0..<2_000 {
            values.append((Double(next() >> 11) * 0x1p-53 - 0.5) * 2e6)
            values.append(Double(bitPattern: next()))
        }
        for value in values {
            let rounded = DimensionResolver.roundedToNearestOrAwayFromZero(value)
            #expect(
                rounded.bitPattern == value.rounded().bitPattern || (rounded.isNaN && value.isNaN),
                "\(value): \(rounded), rounded() gives \(value.rounded())")
        }
    }

    @Test("Rounds to pixels at every scale as rounding the scaled value with rounded() does")
    func roundsToPixelsAsTheStandardLibrary() {
        // Values on each scale's pixel grid (which round to themselves), between its pixels and
        // halfway, at the usual scales and at ones no screen has (none, negative, tiny, huge).
        var grid: [Double] = []
        for numerator in -40...40 {
            for denominator in [1.0, 2, 3, 4, 6, 7] {
                grid += [Double(numerator) / denominator, Double(numerator) * 44 / denominator]
                grid.append(Double(numerator) / denominator + 0.0001)
            }
        }
        for scale in [1.0, 2, 3, 1.5, 2.608, 7, 0, -1, 1e-300, 1e300, .infinity, .nan] {
            let resolver = DimensionResolver(scale: scale)
            for value in Self.edgeValues + grid + [21.75, 21.25, -21.25, 390.0 / 3, 44.166666666666664, 0.1 + 0.2] {
                let scaled = scale * value
                let expected = scale > 0 && scaled.isFinite ? scaled.rounded() / scale : value
                let rounded = resolver.roundToPixels(CGFloat(value)).native
                #expect(
                    rounded.bitPattern == expected.bitPattern || (rounded.isNaN && expected.isNaN),
                    "\(value) at \(scale)×: \(rounded), expected \(expected)")
            }
        }
    }
}
