/// Where an item of a snapshot is: the stable key of its section and its position in that section.
@usableFromInline
struct SnapshotItemLocation: Sendable, Hashable {
    @usableFromInline var sectionKey: Int32
    @usableFromInline var position: Int32

    @inlinable
    init(sectionKey: Int32, position: Int) {
        self.sectionKey = sectionKey
        self.position = Int32(truncatingIfNeeded: position)
    }
}

/// A snapshot's index from item identifiers to their locations: an open-addressing hash table
/// (linear probing, load factor at most 3/4) whose slots hold 32 bits of the identifier's hash and
/// the item's location, 12 bytes in all.
///
/// The identifiers themselves are not stored: they are in the sections' item arrays, and the caller
/// compares them through the location (the `matches` closures). Because a slot keeps the hash, the
/// table grows without hashing any identifier again, so a snapshot hashes each identifier once
/// however its items arrive; and it takes about half the memory of a `Dictionary` from the
/// identifiers to their locations.
///
/// An entry says only that an item with this hash tag is at this location: the index is the set of
/// those pairs, which is what `Snapshot.relocate(_:from:to:)` relies on.
///
/// Hashes that collide degrade it as they degrade a `Set`, no more: identifiers are hashed as `Set`
/// hashes them (`tableHash`, through `hash(into:)`, so a type whose `hashValue` alone is constant
/// is not affected), and probed linearly as `Set` probes them. When `hash(into:)` itself gives
/// every identifier the same hash, they share one run of slots, and a lookup compares the
/// identifier it looks for with those ahead of it in the run: linear in the number of colliding
/// identifiers, as in a `Set`. What moves entries without looking identifiers up — relocating the
/// items an edit shifts, growing — is bounded by the capacity whatever the hashes
/// (`ItemIndex+Relocation.swift`), so that no edit costs more than a `Set` would
/// (docs/Performance.md, "Colliding hashes").
@usableFromInline
struct ItemIndex: Sendable {
    @usableFromInline
    struct Slot: Sendable {
        /// The low 32 bits of the identifier's hash: the slot's home in any table of up to 2³²
        /// slots, and a tag that spares most identifier comparisons.
        @usableFromInline var tag: UInt32
        /// The section key plus one; 0 marks an empty slot.
        @usableFromInline var keyPlusOne: UInt32
        @usableFromInline var position: Int32

        @inlinable
        static var empty: Slot { Slot(tag: 0, keyPlusOne: 0, position: 0) }

        @inlinable
        init(tag: UInt32, keyPlusOne: UInt32, position: Int32) {
            self.tag = tag
            self.keyPlusOne = keyPlusOne
            self.position = position
        }

        @inlinable
        init(tag: UInt32, location: SnapshotItemLocation) {
            self.init(tag: tag, keyPlusOne: UInt32(bitPattern: location.sectionKey) &+ 1, position: location.position)
        }

        @inlinable
        var location: SnapshotItemLocation {
            SnapshotItemLocation(sectionKey: Int32(bitPattern: keyPlusOne &- 1), position: Int(position))
        }
    }

    /// Empty, or a power of two of slots.
    @usableFromInline var slots: [Slot] = []
    /// The number of occupied slots.
    @usableFromInline var count = 0
    /// The slots visited by the operations that move entries without comparing identifiers
    /// (relocations, removals, growth): the work that hashes which collide must not make more
    /// than linear per operation. Counted for the tests; lookups compare identifiers, which a
    /// test counts itself.
    @usableFromInline var probeCount = 0

    /// Creates an empty index; it allocates nothing until something is reserved or inserted.
    @inlinable
    init() {}

    @inlinable
    static func tag(_ hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash)
    }

    // MARK: Capacity

    /// Makes room for `minimumCount` entries. An empty table is sized for exactly that many (the
    /// smallest power of two of slots that holds them); a table that grows at least quadruples
    /// while it is under 2²⁰ slots (12 MiB) and at least doubles after that, so that appending
    /// items in many batches moves each entry about once in all. Growing moves the slots by their
    /// stored hash tags, without hashing any identifier again.
    ///
    /// - Complexity: O(*c*) for the new capacity *c* when the table grows, otherwise O(1);
    ///   amortized O(1) per entry over any sequence of reservations.
    @inlinable
    mutating func reserveCapacity(_ minimumCount: Int) {
        guard minimumCount > slots.count / 4 * 3 else { return }
        var capacity = Swift.max(16, slots.count * (slots.count < Self.quadruplingLimit ? 4 : 2))
        while capacity / 4 * 3 < minimumCount { capacity <<= 1 }
        resize(to: capacity)
    }

    /// The number of slots under which a growing table quadruples rather than doubles.
    @inlinable
    static var quadruplingLimit: Int { 1 << 20 }

    /// Moves every entry into a table of `capacity` slots, a power of two.
    ///
    /// Entries are moved in slot order, so the entries of a run of equal homes (identifiers whose
    /// hashes collide) come one after another: each continues from the slot the one before took,
    /// rather than probing the run again from its home, so colliding hashes cost O(*c*) here too.
    ///
    /// - Complexity: O(*c*) for the old and new capacities *c*.
    @usableFromInline
    mutating func resize(to capacity: Int) {
        precondition(capacity <= 1 << 32, "a snapshot indexes at most 3 · 2³⁰ items")
        var grown = [Slot](filling: .empty, count: capacity)
        let mask = capacity - 1
        var probes = 0
        grown.withUnsafeMutableBufferPointer { grown in
            var lastHome = -1, lastSlot = -1
            for slot in slots where slot.keyPlusOne != 0 {
                let home = Int(slot.tag) & mask
                // The slots from a home to the one its last entry took are all taken.
                var free = home == lastHome ? (lastSlot + 1) & mask : home
                while grown[free].keyPlusOne != 0 {
                    free = (free + 1) & mask
                    probes += 1
                }
                grown[free] = slot
                (lastHome, lastSlot) = (home, free)
            }
        }
        slots = grown
        probeCount += capacity + probes
    }

    // MARK: Finding

    /// The slot of the entry with hash `hash` whose location satisfies `matches`, or `nil`.
    ///
    /// - Parameter matches: whether the item at a stored location is the one looked for; called only
    ///   for locations whose hash tag is the same.
    /// - Complexity: O(1) expected.
    @inlinable
    func find(hash: Int, matches: (SnapshotItemLocation) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(tag) & mask
            while true {
                let entry = slots[slot]
                if entry.keyPlusOne == 0 { return nil }
                if entry.tag == tag, matches(entry.location) { return slot }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The location stored in an occupied slot.
    ///
    /// - Complexity: O(1).
    @inlinable
    func location(atSlot slot: Int) -> SnapshotItemLocation {
        slots[slot].location
    }

    // MARK: Changing

    /// Stores `location` for an identifier with hash `hash`, unless `matches` holds for a stored
    /// location with the same hash tag: then it changes nothing and returns `false`.
    ///
    /// - Precondition: capacity was reserved for one more entry.
    /// - Complexity: O(1) expected.
    @inlinable
    mutating func insertIfAbsent(
        hash: Int,
        location: SnapshotItemLocation,
        matches: (SnapshotItemLocation) -> Bool
    ) -> Bool {
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        let inserted = slots.withUnsafeMutableBufferPointer { slots in
            var slot = Int(tag) & mask
            while true {
                let entry = slots[slot]
                if entry.keyPlusOne == 0 {
                    slots[slot] = Slot(tag: tag, location: location)
                    return true
                }
                if entry.tag == tag, matches(entry.location) { return false }
                slot = (slot + 1) & mask
            }
        }
        if inserted { count += 1 }
        return inserted
    }

    /// Stores `location` for an identifier with hash `hash` that the index does not hold.
    ///
    /// - Complexity: O(1) expected, amortized over growth.
    @inlinable
    mutating func insertNew(hash: Int, location: SnapshotItemLocation) {
        reserveCapacity(count + 1)
        _ = insertIfAbsent(hash: hash, location: location) { _ in false }
    }

    /// Changes the location stored in an occupied slot.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func setLocation(_ location: SnapshotItemLocation, atSlot slot: Int) {
        slots[slot] = Slot(tag: slots[slot].tag, location: location)
    }

    /// Empties an occupied slot, moving back the entries after it that would no longer be found
    /// (backward-shift deletion, so that no tombstones pile up).
    ///
    /// - Complexity: O(1) expected.
    @usableFromInline
    mutating func remove(atSlot slot: Int) {
        let mask = slots.count - 1
        let probes = slots.withUnsafeMutableBufferPointer { slots in
            var hole = slot
            var next = (hole + 1) & mask
            var probes = 1
            while slots[next].keyPlusOne != 0 {
                let home = Int(slots[next].tag) & mask
                // The entry can fill the hole when the hole lies between its home and its slot.
                if (next - home) & mask >= (next - hole) & mask {
                    slots[hole] = slots[next]
                    hole = next
                }
                next = (next + 1) & mask
                probes += 1
            }
            slots[hole] = .empty
            return probes
        }
        count -= 1
        probeCount += probes
    }

    /// Changes every stored section key through `newKey`, in place; hashes are not involved.
    ///
    /// - Complexity: O(*c*) for the capacity *c*.
    @usableFromInline
    mutating func rekeySections(_ newKey: (Int32) -> Int32) {
        for slot in slots.indices where slots[slot].keyPlusOne != 0 {
            let location = slots[slot].location
            setLocation(
                SnapshotItemLocation(sectionKey: newKey(location.sectionKey), position: Int(location.position)),
                atSlot: slot)
        }
    }

    /// The number of occupied slots, counted, for the invariant checks.
    ///
    /// - Complexity: O(*c*) for the capacity *c*.
    func occupiedSlotCount() -> Int {
        slots.reduce(0) { $0 + ($1.keyPlusOne != 0 ? 1 : 0) }
    }
}
