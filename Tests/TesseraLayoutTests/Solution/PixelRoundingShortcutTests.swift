import Foundation
import Testing

@testable import TesseraLayout

/// The layout query rounds frames to pixels without calling the C library's rounding for values on
/// the pixel grid (`LayoutSolution.roundedToPixels(_:by:)`): its answers are the resolver's
/// (`DimensionResolver.roundToPixels(_:)`), bit for bit, for values on the grid and off it.
@Suite("Pixel rounding shortcut")
struct PixelRoundingShortcutTests {
    /// Values on the grid of each scale, between its pixels, halfway (rounded away from zero),
    /// signed zeros, values around 2⁵² (where every double is whole), huge, infinite and not a number.
    static let values: [CGFloat] = {
        var values: [CGFloat] = [
            0, -0.0, 1, -1, 44, 0.5, -0.5, 1.5, 2.5, -2.5, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 370.0 / 3, 0.49999999999999994,
            390, 844, 1e-300, -1e-300, .leastNonzeroMagnitude, 0x1p51, 0x1p51 + 0.5, 0x1p52 - 1, 0x1p52 - 0.5,
            0x1p52, 0x1p52 + 1, 0x1p53, -0x1p52, -0x1p52 + 0.5, 1e17, 1e300, -1e300, .greatestFiniteMagnitude,
            .infinity, -.infinity, .nan,
        ]
        for numerator in -40...40 {
            for denominator in [1, 2, 3, 4, 6, 7] {
                values.append(CGFloat(numerator) / CGFloat(denominator))
                values.append(CGFloat(numerator) / CGFloat(denominator) + 0.0001)
                values.append(CGFloat(numerator) * 44.0 / CGFloat(denominator))
            }
        }
        return values
    }()

    static let scales: [CGFloat] = [0, 1, 2, 3, 1.5, 2.608, 7, -1, 1e-300, 1e300, .infinity, .nan]

    @Test("Each value rounds to the resolver's answer, bit for bit")
    func valuesMatchTheResolver() {
        for scale in Self.scales {
            let resolver = DimensionResolver(scale: scale)
            for value in Self.values {
                let shortcut = LayoutSolution.roundedToPixels(value, by: resolver)
                let full = resolver.roundToPixels(value)
                #expect(
                    shortcut.bitPattern == full.bitPattern,
                    "scale \(scale), value \(value): \(shortcut) instead of \(full)")
            }
        }
    }

    @Test("Each frame rounds to the resolver's answer, bit for bit, negative sizes included")
    func framesMatchTheResolver() {
        let resolver = DimensionResolver(scale: 3)
        let coordinates: [CGFloat] = [0, 10.5, -7.25, 1.0 / 3, 44, -44, 0.1]
        for x in coordinates {
            for width in coordinates {
                let frame = CGRect(x: x, y: width / 2, width: width, height: -x)
                let shortcut = LayoutSolution.roundedToPixels(frame, by: resolver)
                let full = resolver.roundToPixels(frame)
                #expect(
                    [shortcut.origin.x, shortcut.origin.y, shortcut.size.width, shortcut.size.height].map(\.bitPattern)
                        == [full.origin.x, full.origin.y, full.size.width, full.size.height].map(\.bitPattern),
                    "\(frame): \(shortcut) instead of \(full)")
            }
        }
    }
}
