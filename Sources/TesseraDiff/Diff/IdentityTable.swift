/// An open-addressing hash table from identities to their positions, for the list diff.
///
/// It stores only a hash tag and a position per slot (8 bytes); the identities themselves stay in
/// the caller's arrays and are compared through a closure. That is a third of the memory traffic of
/// a `Dictionary<ID, Int>`, which is what dominates a diff of a large list.
@usableFromInline
struct IdentityTable {
    /// `0` for an empty slot, otherwise `(hash tag << 32) | (position + 1)`.
    @usableFromInline var slots: [UInt64]
    @usableFromInline let mask: Int

    /// Creates a table that holds `count` positions at a load factor of at most two thirds.
    @inlinable
    init(count: Int) {
        var capacity = 16
        while capacity < count + count / 2 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    @inlinable
    static func tag(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) & 0xFFFF_FFFF
    }

    /// Inserts `position` for an identity with hash `hash`, unless an equal identity is stored:
    /// then returns its position and leaves the table unchanged.
    ///
    /// - Parameter matches: whether the identity at a stored position equals the one inserted.
    /// - Complexity: O(1) expected.
    @inlinable
    mutating func insert(position: Int, hash: Int, matches: (Int) -> Bool) -> Int? {
        let tag = Self.tag(hash)
        var slot = hash & mask
        return slots.withUnsafeMutableBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 {
                    slots[slot] = (tag << 32) | UInt64(position + 1)
                    return nil
                }
                if entry >> 32 == tag {
                    let stored = Int(entry & 0xFFFF_FFFF) - 1
                    if matches(stored) { return stored }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The position stored for an identity with hash `hash`, or `nil`.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    func find(hash: Int, matches: (Int) -> Bool) -> Int? {
        let tag = Self.tag(hash)
        var slot = hash & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry >> 32 == tag {
                    let stored = Int(entry & 0xFFFF_FFFF) - 1
                    if matches(stored) { return stored }
                }
                slot = (slot + 1) & mask
            }
        }
    }
}
