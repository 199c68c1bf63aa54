import Foundation

extension UUID {
    /// A UUID of 16 random bytes (not a valid version-4 UUID, which does not matter here).
    public init(random: inout SplitMix) {
        let words = (random.next(), random.next())
        self = withUnsafeBytes(of: words) { $0.load(as: UUID.self) }
    }
}
