/// SplitMix64: a small, fast generator, so that every run builds the same lists.
public struct SplitMix: RandomNumberGenerator, Sendable {
    var state: UInt64

    /// Creates a generator whose sequence depends only on `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
