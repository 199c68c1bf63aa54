import Foundation

/// The bytes a fuzzer hands over, read as choices: each read takes the next bytes, and a read past
/// the end answers 0, so every byte string is a valid program of operations.
public struct FuzzInput: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A whole number in `range` (at most 65,536 values apart are reached evenly).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        guard width > 0 else { return range.lowerBound }
        let raw = UInt64(byte()) << 8 | UInt64(byte())
        return range.lowerBound &+ Int(truncatingIfNeeded: raw % (width &+ 1))
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// The values an app's code can hand back that break rules: NaN, the infinities, negative
    /// numbers, zero, the largest magnitudes; and ordinary ones.
    public static let hostileNumbers: [CGFloat] = [
        .nan, .infinity, -.infinity, -1, -1_000, 0, -0.0, 1e301, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1_000_001, 0.5,
    ]

    /// An ordinary length most of the time, a hostile number otherwise.
    public mutating func length(ordinary: ClosedRange<Int> = 1...400) -> CGFloat {
        byte() < 200 ? CGFloat(int(in: ordinary)) : pick(Self.hostileNumbers)
    }

    /// An index near a count (−2 … count + 2), or a far one.
    public mutating func index(near count: Int) -> Int {
        switch byte() % 16 {
        case 0: return Int.min
        case 1: return Int.max
        default: return int(in: -2...max(-2, count + 2))
        }
    }
}
