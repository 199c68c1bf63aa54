// MARK: - Moving entries

/// Moving the entries of items that an edit shifted within their section, without looking their
/// identifiers up.
///
/// An entry is found by its hash tag and its old location. With hashes that spread, that is about
/// one slot an entry; with hashes that collide, every entry of a long run of equal tags is probed
/// before the one sought, and relocating *m* items of a run of *n* would cost *m* · *n* slots. So
/// entries are moved one by one against a budget of slots proportional to the capacity, and when
/// it is spent (or when more than a sixteenth of the capacity moves, where one pass costs less
/// than hashing each item) the rest move in one pass over the table, which reads locations only:
/// O(*c*) for the capacity *c*, whatever the hashes.
extension ItemIndex {
    /// The slots that moving the entries of one edit may probe one by one before the rest move
    /// in one pass.
    @inlinable
    var relocationBudget: Int { slots.count / 2 + 64 }

    /// Whether moving `count` entries costs less in one pass over the table than one by one
    /// (which hashes each item again).
    @inlinable
    func movesInOnePass(_ count: Int) -> Bool { count >= slots.count / 16 }

    /// Changes the location of the entry with hash `hash` at `old` to `new`, unless `budget` slots
    /// are probed first: then it changes nothing and returns `false`.
    ///
    /// - Complexity: O(1) expected; at most `budget` slots.
    @usableFromInline
    mutating func relocate(
        hash: Int, from old: SnapshotItemLocation, to new: SnapshotItemLocation, budget: inout Int
    ) -> Bool {
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        let sought = Slot(tag: tag, location: old)
        var spent = 0
        let moved = slots.withUnsafeMutableBufferPointer { slots in
            var slot = Int(tag) & mask
            while spent < budget {
                spent += 1
                let entry = slots[slot]
                // No entry: nothing to move (the caller moves only entries it indexed).
                if entry.keyPlusOne == 0 { return true }
                if entry.tag == tag, entry.keyPlusOne == sought.keyPlusOne, entry.position == sought.position {
                    slots[slot] = Slot(tag: tag, location: new)
                    return true
                }
                slot = (slot + 1) & mask
            }
            return false
        }
        budget -= spent
        probeCount += spent
        return moved
    }

    /// Removes the entry with hash `hash` at `location`, unless `budget` slots are probed first:
    /// then it changes nothing and returns `false`.
    ///
    /// - Complexity: O(1) expected; at most `budget` slots, plus the run after the entry (which
    ///   the budget is charged for).
    @usableFromInline
    mutating func remove(hash: Int, at location: SnapshotItemLocation, budget: inout Int) -> Bool {
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        let sought = Slot(tag: tag, location: location)
        var spent = 0
        let found: Int?? = slots.withUnsafeBufferPointer { slots in
            var slot = Int(tag) & mask
            while spent < budget {
                spent += 1
                let entry = slots[slot]
                if entry.keyPlusOne == 0 { return .some(nil) }
                if entry.tag == tag, entry.keyPlusOne == sought.keyPlusOne, entry.position == sought.position {
                    return slot
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
        budget -= spent
        probeCount += spent
        guard let found else { return false }
        if let found {
            // The run after the entry moves back: that counts against the budget too.
            let before = probeCount
            remove(atSlot: found)
            budget -= probeCount - before
        }
        return true
    }

    /// Adds `shift` to the position of every entry of section `key` at a position in `positions`.
    ///
    /// - Complexity: O(*c*) for the capacity *c*.
    @usableFromInline
    mutating func shiftPositions(ofSection key: Int32, in positions: Range<Int>, by shift: Int) {
        let keyPlusOne = UInt32(bitPattern: key) &+ 1
        let low = Int32(truncatingIfNeeded: positions.lowerBound)
        let high = Int32(truncatingIfNeeded: positions.upperBound)
        let shift = Int32(truncatingIfNeeded: shift)
        slots.withUnsafeMutableBufferPointer { slots in
            for slot in slots.indices where slots[slot].keyPlusOne == keyPlusOne {
                let position = slots[slot].position
                if position >= low && position < high { slots[slot].position = position &+ shift }
            }
        }
        probeCount += slots.count
    }

    /// Moves every entry of section `key` at a position from `start` on back by the number of
    /// `removed` positions (sorted, none of them indexed any more) below its own.
    ///
    /// - Complexity: O(*c* + *e* log *r*) for the capacity *c*, the *e* entries moved and *r*
    ///   removed positions.
    @usableFromInline
    mutating func closeGaps(ofSection key: Int32, removed: [Int], from start: Int) {
        let keyPlusOne = UInt32(bitPattern: key) &+ 1
        let start = Int32(truncatingIfNeeded: start)
        slots.withUnsafeMutableBufferPointer { slots in
            for slot in slots.indices where slots[slot].keyPlusOne == keyPlusOne {
                let position = slots[slot].position
                guard position >= start else { continue }
                let below = removed.lowerBound(of: Int(position))
                slots[slot].position = position &- Int32(truncatingIfNeeded: below)
            }
        }
        probeCount += slots.count
    }

    /// Removes every entry of the sections whose keys `isRemoved` accepts, in one pass that
    /// moves the others into a table of the same capacity.
    ///
    /// - Complexity: O(*c*) for the capacity *c*.
    @usableFromInline
    mutating func removeEntries(ofSections isRemoved: (Int32) -> Bool) {
        let capacity = slots.count
        var kept = 0
        for index in slots.indices where slots[index].keyPlusOne != 0 {
            if isRemoved(slots[index].location.sectionKey) {
                slots[index] = .empty
            } else {
                kept += 1
            }
        }
        // Emptied slots break the runs: every remaining entry goes where a probe from its home
        // finds it.
        resize(to: capacity)
        count = kept
    }
}
