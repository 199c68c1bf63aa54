// MARK: - Invariants

extension Snapshot {
    /// What is inconsistent in the snapshot's storage, if anything: duplicate identifiers, an
    /// index that disagrees with the contents, a wrong item count or item offset. An empty list
    /// means the snapshot is sound. Checked after every step of the fuzz harness.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        if sectionOrdinals.count != sections.count {
            problems.append("\(sections.count) sections but \(sectionOrdinals.count) section identifiers indexed")
        }
        var offset = 0
        var seenItems = Set<ItemIdentifierType>()
        for (ordinal, section) in sections.enumerated() {
            if sectionOrdinals[section.identifier] != ordinal {
                problems.append(
                    "section \(section.identifier) at \(ordinal) is indexed at \(String(describing: sectionOrdinals[section.identifier]))"
                )
            }
            if !ordinalsByKey.indices.contains(Int(section.key)) || ordinalsByKey[Int(section.key)] != ordinal {
                problems.append("section \(section.identifier)'s key \(section.key) does not lead back to \(ordinal)")
            }
            if sectionItemCounts.itemsBefore(ordinal) != offset {
                problems.append(
                    "section \(section.identifier) starts at item \(sectionItemCounts.itemsBefore(ordinal)), not \(offset)"
                )
            }
            for (position, item) in section.items.enumerated() {
                if !seenItems.insert(item).inserted { problems.append("item \(item) appears twice") }
                let location = location(of: item)
                if location?.sectionKey != section.key || location.map({ Int($0.position) }) != position {
                    problems.append(
                        "item \(item) at \(ordinal)-\(position) is indexed at \(String(describing: location))")
                }
            }
            offset += section.items.count
        }
        if itemCount != offset { problems.append("the item count is \(itemCount), the sections hold \(offset)") }
        if sectionItemCounts.sectionCount != sections.count || sectionItemCounts.itemsBefore(sections.count) != offset {
            problems.append("the section item counts hold \(sectionItemCounts.sectionCount) sections")
        }
        let held = sections.map { $0.items.count }
        if itemCounts != held { problems.append("the item counts read \(itemCounts), the sections hold \(held)") }
        if itemIndex.count != offset {
            problems.append("\(itemIndex.count) items indexed, the sections hold \(offset)")
        }
        problems += itemIndexViolations()
        return problems
    }

    /// What is wrong with the item index's own count. With every item found at its place (checked
    /// above), entries that agree with the count are exactly one per item.
    ///
    /// - Complexity: O(*c*) for the index's capacity *c*.
    private func itemIndexViolations() -> [String] {
        let stored = itemIndex.occupiedSlotCount()
        return stored == itemIndex.count ? [] : ["the item index holds \(stored) entries but counts \(itemIndex.count)"]
    }
}

// MARK: - Work counters

extension Snapshot {
    /// The slots the item index visited while moving entries without comparing identifiers
    /// (relocations, removals, growth) since the snapshot was made: tests check that colliding
    /// hashes keep each edit's count linear in the capacity.
    package var itemIndexProbeCount: Int { itemIndex.probeCount }

    /// The item index's number of slots.
    package var itemIndexCapacity: Int { itemIndex.slots.count }
}

// MARK: - Storage

extension Snapshot {
    /// The buffers of the snapshot's storage: each section's items, then the item index's slots.
    /// A test compares them before and after an edit to count what copy on write copied.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package var buffers: [SnapshotBuffer] {
        func buffer<Element>(_ array: [Element]) -> SnapshotBuffer {
            array.withUnsafeBufferPointer {
                SnapshotBuffer(
                    address: $0.baseAddress.map(UnsafeRawPointer.init), count: $0.count, capacity: array.capacity)
            }
        }
        return sections.map { buffer($0.items) } + [buffer(itemIndex.slots)]
    }
}
