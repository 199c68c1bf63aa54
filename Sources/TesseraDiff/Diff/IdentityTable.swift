/// An open-addressing hash table from identities to their positions, for the list diff.
///
/// It stores only a hash tag and a position per slot (8 bytes); the identities themselves stay in
/// the caller's arrays and are compared through a closure. That is a third of the memory traffic of
/// a `Dictionary<ID, Int>`, which is what dominates a diff of a large list. The tag is the low 32
/// bits of the hash and also chooses the slot, so the table grows without hashing again.
///
/// Like the snapshot's item index, it hashes identities as `Set` does (`tableHash`) and probes
/// linearly, so colliding hashes cost what they cost a `Set`: each lookup compares the identity
/// with every colliding one ahead of it.
///
/// It owns its slots (a noncopyable type), so that the diff's inner loops reach them without a
/// uniqueness check per access.
@usableFromInline
struct IdentityTable: ~Copyable {
    /// `0` for an empty slot, otherwise `(position + 1) << 32 | tag`.
    @usableFromInline var slots: UnsafeMutableBufferPointer<UInt64>
    @usableFromInline var mask: Int
    /// The number of occupied slots.
    @usableFromInline var count = 0
    /// What `touchSlots(of:)` read, kept so that its reads are not optimized away.
    @usableFromInline var touched: UInt64 = 0

    /// Creates a table that holds `count` positions at a load factor of at most two thirds; it
    /// grows when more are inserted.
    ///
    /// - Complexity: O(`count`).
    @inlinable
    init(count: Int) {
        let capacity = Self.capacity(for: count)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        mask = capacity - 1
    }

    @inlinable deinit { slots.deallocate() }

    /// The smallest power of two of slots, at least 16, that holds `count` entries at a load
    /// factor of at most two thirds.
    @inlinable
    static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity / 3 * 2 < count { capacity <<= 1 }
        return capacity
    }

    @inlinable
    static func tag(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF
    }

    /// Inserts `position` for an identity with hash `hash`, unless an equal identity is stored:
    /// then returns its position and leaves the table unchanged.
    ///
    /// - Parameter matches: whether the identity at a stored position equals the one inserted.
    /// - Precondition: `position` is below 2³² − 1.
    /// - Complexity: O(1) expected, amortized over growth.
    @inlinable
    mutating func insert(position: Int, hash: Int, matches: (Int) -> Bool) -> Int? {
        if count >= slots.count / 3 * 2 { grow() }
        let tag = Self.tag(hash)
        let mask = self.mask
        var slot = Int(tag) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = UInt64(position + 1) << 32 | tag
                count += 1
                return nil
            }
            if entry & 0xFFFF_FFFF == tag {
                let stored = Int(entry >> 32) - 1
                if matches(stored) { return stored }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The position stored for an identity with hash `hash`, or `nil`.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    func find(hash: Int, matches: (Int) -> Bool) -> Int? {
        let tag = Self.tag(hash)
        let mask = self.mask
        var slot = Int(tag) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry & 0xFFFF_FFFF == tag {
                let stored = Int(entry >> 32) - 1
                if matches(stored) { return stored }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Reads the home slot of each hash, so that the inserts and lookups that follow find them in
    /// the cache: this loop does nothing else, so its cache misses overlap, where a loop that also
    /// inserts waits for about one miss at a time.
    ///
    /// - Complexity: O(`hashes.count`).
    @inlinable
    mutating func touchSlots(of hashes: UnsafeBufferPointer<Int>) {
        let mask = self.mask
        var read: UInt64 = 0
        for hash in hashes { read ^= slots[Int(Self.tag(hash)) & mask] }
        touched ^= read
    }

    /// Doubles the slots, moving each entry by its stored tag. Entries move in slot order, so
    /// those of a run of equal homes (colliding hashes) come one after another, and each goes on
    /// from the slot the one before took instead of probing the run again: O(*c*) whatever the
    /// hashes.
    ///
    /// - Complexity: O(*c*) for the capacity *c*.
    @usableFromInline
    mutating func grow() {
        let capacity = slots.count * 2
        let grown = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: capacity)
        grown.initialize(repeating: 0)
        let mask = capacity - 1
        var lastHome = -1, lastSlot = -1
        for entry in slots where entry != 0 {
            let home = Int(entry & 0xFFFF_FFFF) & mask
            var slot = home == lastHome ? (lastSlot + 1) & mask : home
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = entry
            (lastHome, lastSlot) = (home, slot)
        }
        slots.deallocate()
        slots = grown
        self.mask = mask
    }
}
