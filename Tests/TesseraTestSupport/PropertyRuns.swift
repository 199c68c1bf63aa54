import Foundation

/// How many cases a property test or a fuzz run tries.
///
/// The defaults keep `swift test` to a few minutes on two cores; a long run multiplies every count
/// by the whole number in the `TESSERA_PROPERTY_SCALE` environment variable:
///
/// ```sh
/// TESSERA_PROPERTY_SCALE=20 swift test --filter Properties
/// ```
///
/// An unset, empty, non-numeric or non-positive value means 1; the scale is capped at 1,000.
package enum PropertyRuns {
    /// The largest scale the environment variable is read as.
    package static let maximumScale = 1_000

    /// The multiplier read from `TESSERA_PROPERTY_SCALE` (1 by default).
    package static let scale: Int = scale(from: ProcessInfo.processInfo.environment["TESSERA_PROPERTY_SCALE"])

    /// The number of cases to run for a test whose default is `count`.
    ///
    /// - Complexity: O(1).
    package static func count(_ count: Int) -> Int {
        count.multipliedReportingOverflow(by: scale).partialValue
    }

    /// The scale a value of `TESSERA_PROPERTY_SCALE` stands for.
    static func scale(from value: String?) -> Int {
        guard let value, let scale = Int(value.trimmingCharacters(in: .whitespaces)), scale > 0 else { return 1 }
        return min(scale, maximumScale)
    }
}
