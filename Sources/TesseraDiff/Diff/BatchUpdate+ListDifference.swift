// MARK: - The list diff

extension BatchUpdate {
    /// The list diff behind the public list initializers, on lists already in contiguous storage
    /// with their identities beside them (the same arrays when elements are their own identity).
    ///
    /// The common prefix and suffix are matched by comparison; they never move, so only their
    /// content is compared, and the item-level difference lists only the part between them (the
    /// middle; see ``ItemDifferenceInput``). The old middle is hashed into an
    /// ``IdentityTable``; each new middle element that does not follow its predecessor's match is
    /// looked up there, and one that is not found is added to the table as an insert, so inserts
    /// repeating each other collide there. Finally every element of the common ends is checked
    /// against the table, through a ``HashFilter`` (or by comparison when the middle is tiny): an
    /// end element equal to a middle element means a list holds that identity twice.
    ///
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new elements, plus O(*k* log *k*) for
    ///   the *k* elements that change order.
    @inlinable
    init<Element, Identity: Hashable>(
        oldElements: ContiguousArray<Element>,
        newElements: ContiguousArray<Element>,
        oldIdentities: ContiguousArray<Identity>,
        newIdentities: ContiguousArray<Identity>,
        section: Int,
        contentUpdate: ContentUpdateStyle,
        isContentEqual: ((_ old: Element, _ new: Element) -> Bool)?
    ) throws(SnapshotError) {
        self.init()
        let oldCount = oldIdentities.count, newCount = newIdentities.count
        // Common ends are matched by comparison alone.
        let (prefix, suffix) = commonEnds(oldIdentities, newIdentities)
        let oldMiddle = prefix..<oldCount - suffix
        let newMiddle = prefix..<newCount - suffix
        let changedContent = contentUpdate == .reload ? ItemChange.reload : ItemChange.reconfigure
        var input = ItemDifferenceInput(
            oldSectionCounts: [oldCount],
            oldSectionIsReplaced: [false],
            newSectionCounts: [newCount],
            newSectionOrigins: [0],
            listedItemCount: 0
        )
        input.reportedSectionOffset = section
        input.setCommonEnds(ofSection: 0, prefix: prefix, suffix: suffix)
        if let isContentEqual {
            input.recordEndChanges(ofSection: 0, oldCount: oldCount, newCount: newCount) { newPosition, oldPosition in
                isContentEqual(oldElements[oldPosition], newElements[newPosition]) ? ItemChange.none : changedContent
            }
        }
        if !oldMiddle.isEmpty || !newMiddle.isEmpty {
            let change: ((_ oldPosition: Int, _ newPosition: Int) -> UInt8)? = isContentEqual.map { isContentEqual in
                { isContentEqual(oldElements[$0], newElements[$1]) ? ItemChange.none : changedContent }
            }
            try oldIdentities.withUnsafeBufferPointer { (oldIdentities) throws(SnapshotError) in
                try newIdentities.withUnsafeBufferPointer { (newIdentities) throws(SnapshotError) in
                    try Self.matchMiddles(
                        old: oldIdentities, new: newIdentities, prefix: prefix, suffix: suffix, change: change,
                        into: &input)
                }
            }
        }
        computeItemChanges(input)
    }

    /// Matches the elements between two lists' common ends (`prefix` first and `suffix` last
    /// elements): lists each new middle element in `input`, with its old position and its content
    /// change (`change`, for elements found), and checks that no identity appears twice.
    ///
    /// - Complexity: O(*n* + *m*) expected for middles of *n* old and *m* new elements, plus a
    ///   hash of each element of the common ends.
    @inlinable
    static func matchMiddles<Identity: Hashable>(
        old oldIdentities: UnsafeBufferPointer<Identity>,
        new newIdentities: UnsafeBufferPointer<Identity>,
        prefix: Int,
        suffix: Int,
        change: ((_ oldPosition: Int, _ newPosition: Int) -> UInt8)?,
        into input: inout ItemDifferenceInput
    ) throws(SnapshotError) {
        let oldCount = oldIdentities.count, newCount = newIdentities.count
        let oldMiddle = prefix..<oldCount - suffix
        let newMiddle = prefix..<newCount - suffix
        let ends = [0..<prefix, newMiddle.upperBound..<newCount].filter { !$0.isEmpty }
        let changedCount = oldMiddle.count + newMiddle.count
        let filtering = !ends.isEmpty && changedCount > Self.comparedMiddleLimit
        var table = IdentityTable(count: changedCount)
        var filter = HashFilter(count: filtering ? changedCount : 0)
        /// Whether the identity stored at a table position (old positions, then `oldCount` + new
        /// positions for inserts) equals `identity`.
        func stored(_ position: Int, is identity: Identity) -> Bool {
            position < oldCount
                ? oldIdentities[position] == identity : newIdentities[position - oldCount] == identity
        }

        // Hashes are computed a chunk at a time, then used, so that the table's and the filter's
        // cache misses overlap instead of waiting behind each hash computation.
        var hashes = [Int](filling: 0, count: Self.hashChunk)
        for chunk in Self.chunks(of: oldMiddle) {
            Self.hash(oldIdentities, chunk, into: &hashes)
            hashes.withUnsafeBufferPointer {
                table.touchSlots(of: UnsafeBufferPointer(rebasing: $0[..<chunk.count]))
            }
            for position in chunk {
                let identity = oldIdentities[position]
                let hash = hashes[position - chunk.lowerBound]
                if table.insert(position: position, hash: hash, matches: { stored($0, is: identity) }) != nil {
                    throw .duplicateItemIdentifiers(SnapshotError.describe([identity]))
                }
                if filtering { filter.insert(hash: hash) }
            }
        }

        var matched = [Bool](filling: false, count: oldMiddle.count)
        try matched.withUnsafeMutableBufferPointer { (matched) throws(SnapshotError) in
            try input.listItems(count: newMiddle.count) { (listed) throws(SnapshotError) in
                // The old position (in the middle) of the previous new element, or -1.
                var previous = -1
                for position in newMiddle {
                    let identity = newIdentities[position]
                    var oldPosition = -1
                    let next = previous + 1
                    if previous >= 0, next < matched.count, !matched[next], oldIdentities[prefix + next] == identity {
                        oldPosition = next
                    } else if previous > 0, !matched[previous - 1], oldIdentities[prefix + previous - 1] == identity {
                        // A run in reverse order (a reversal) is followed the same way.
                        oldPosition = previous - 1
                    } else {
                        let hash = identity.tableHash
                        let inserted = oldCount + position
                        let found = table.insert(position: inserted, hash: hash) { stored($0, is: identity) }
                        if let found {
                            // An insert repeating an earlier one, or an old element matched twice.
                            guard found < oldCount, !matched[found - prefix] else {
                                throw .duplicateItemIdentifiers(SnapshotError.describe([identity]))
                            }
                            oldPosition = found - prefix
                        } else if filtering {
                            filter.insert(hash: hash)
                        }
                    }
                    previous = oldPosition
                    // New elements stay listed as inserts.
                    guard oldPosition >= 0 else { continue }
                    matched[oldPosition] = true
                    listed.record(
                        position - prefix, section: 0, position: prefix + oldPosition,
                        change: change?(prefix + oldPosition, position) ?? ItemChange.none)
                }
            }
        }

        // No element of the common ends may repeat an element of either middle.
        for chunk in ends.lazy.flatMap(Self.chunks(of:)) {
            if filtering {
                Self.hash(newIdentities, chunk, into: &hashes)
                for position in chunk where filter.mayContain(hash: hashes[position - chunk.lowerBound]) {
                    let identity = newIdentities[position]
                    let hash = hashes[position - chunk.lowerBound]
                    if table.find(hash: hash, matches: { stored($0, is: identity) }) != nil {
                        throw .duplicateItemIdentifiers(SnapshotError.describe([identity]))
                    }
                }
            } else {
                for identity in newIdentities[chunk]
                where oldIdentities[oldMiddle].contains(identity) || newIdentities[newMiddle].contains(identity) {
                    throw .duplicateItemIdentifiers(SnapshotError.describe([identity]))
                }
            }
        }
    }

    /// The size of the changed part (old and new middles together) up to which the common ends
    /// are compared with it element by element instead of hashed: comparing an end element with
    /// up to eight others costs less than hashing it.
    @inlinable
    static var comparedMiddleLimit: Int { 8 }

    /// How many hashes are computed before they are used.
    @inlinable
    static var hashChunk: Int { 256 }

    /// `range` cut into consecutive chunks of at most ``hashChunk`` positions.
    @inlinable
    static func chunks(of range: Range<Int>) -> some Sequence<Range<Int>> {
        stride(from: range.lowerBound, to: range.upperBound, by: hashChunk).lazy.map {
            $0..<Swift.min($0 + hashChunk, range.upperBound)
        }
    }

    /// Stores the hashes of the identities at `range` at the start of `hashes`.
    @inlinable
    static func hash<Identity: Hashable>(
        _ identities: UnsafeBufferPointer<Identity>, _ range: Range<Int>, into hashes: inout [Int]
    ) {
        hashes.withUnsafeMutableBufferPointer { hashes in
            for position in range { hashes[position - range.lowerBound] = identities[position].tableHash }
        }
    }
}
