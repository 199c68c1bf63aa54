import Foundation

// MARK: - Differences between flat lists

extension BatchUpdate {
    /// Computes the batch update that turns the list `old` into the list `new`, all in one section,
    /// matching elements by equality (identity).
    ///
    /// This is the diff the list adapters use. Elements are hashed once each. Elements that are not
    /// ``ContentEquatable`` have no notion of content apart from identity, so `contentUpdate` only
    /// matters for the overload on ``ContentEquatable`` elements.
    ///
    /// - Parameters:
    ///   - old: The list shown now.
    ///   - new: The list to show.
    ///   - section: The section index the item changes are reported in.
    ///   - contentUpdate: Whether items whose content changed are reconfigured or reloaded.
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when either list contains an element
    ///   twice.
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new elements, plus O(*k* log *k*) for
    ///   the *k* elements that change order.
    @inlinable
    public init<C: Collection>(
        from old: C,
        to new: C,
        section: Int = 0,
        contentUpdate: ContentUpdateStyle = .reconfigure
    ) throws(SnapshotError) where C.Element: Hashable {
        try self.init(from: old, to: new, section: section, identifiedBy: { $0 }, isContentEqual: nil)
    }

    /// Computes the batch update that turns the list `old` into the list `new`, all in one section,
    /// matching elements by equality and comparing their content with
    /// ``ContentEquatable/isContentEqual(to:)``.
    ///
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when either list contains an element
    ///   twice.
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new elements, plus O(*k* log *k*) for
    ///   the *k* elements that change order.
    @inlinable
    public init<C: Collection>(
        from old: C,
        to new: C,
        section: Int = 0,
        contentUpdate: ContentUpdateStyle = .reconfigure
    ) throws(SnapshotError) where C.Element: Hashable & ContentEquatable {
        try self.init(from: old, to: new, section: section, contentUpdate: contentUpdate, identifiedBy: { $0 }) {
            old, new in
            new.isContentEqual(to: old)
        }
    }

    /// Computes the batch update that turns the list `old` into the list `new`, all in one section,
    /// matching elements by an identity and comparing the content of matched elements.
    ///
    /// ```swift
    /// let update = try BatchUpdate(from: oldRows, to: newRows, identifiedBy: \.id) { $0 == $1 }
    /// ```
    ///
    /// Elements of a common prefix and suffix (same identities at the same ends of both lists) are
    /// matched by comparison without hashing, and so are elements that follow a matched element in
    /// both lists; only the rest is hashed. An identity that appears twice is reported when either
    /// copy is in the part of the lists that changed (an inserted element that repeats one of the
    /// common ends included: the new list would hold it twice); identical repeats inside the
    /// common ends of both lists make no difference to the update and are not looked for.
    ///
    /// - Parameters:
    ///   - old: The list shown now.
    ///   - new: The list to show.
    ///   - section: The section index the item changes are reported in.
    ///   - contentUpdate: Whether items whose content changed are reconfigured or reloaded.
    ///   - identity: the identity of an element; two elements with the same identity are the same
    ///     item.
    ///   - isContentEqual: given the old and the new element with the same identity, whether they
    ///     show the same content; `nil` compares identity only.
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` naming an identity that appears twice
    ///   in the changed part of either list.
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new elements, plus O(*k* log *k*) for
    ///   the *k* elements that change order.
    @inlinable
    public init<C: Collection, Identity: Hashable>(
        from old: C,
        to new: C,
        section: Int = 0,
        contentUpdate: ContentUpdateStyle = .reconfigure,
        identifiedBy identity: (C.Element) -> Identity,
        isContentEqual: ((_ old: C.Element, _ new: C.Element) -> Bool)?
    ) throws(SnapshotError) {
        self.init()
        let oldElements = ContiguousArray(old)
        let newElements = ContiguousArray(new)
        let oldIdentities = ContiguousArray(oldElements.lazy.map(identity))
        let newIdentities = ContiguousArray(newElements.lazy.map(identity))
        let oldCount = oldIdentities.count, newCount = newIdentities.count

        // Common ends are matched by comparison alone.
        let shorter = min(oldCount, newCount)
        var prefix = 0
        while prefix < shorter && oldIdentities[prefix] == newIdentities[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && oldIdentities[oldCount - 1 - suffix] == newIdentities[newCount - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = prefix..<oldCount - suffix
        let newMiddleEnd = newCount - suffix

        var table = IdentityTable(count: oldMiddle.count)
        for position in oldMiddle {
            let identity = oldIdentities[position]
            if table.insert(position: position, hash: identity.hashValue, matches: { oldIdentities[$0] == identity })
                != nil
            {
                throw .duplicateItemIdentifiers(SnapshotError.describe([identity]))
            }
        }

        var input = ItemDifferenceInput(
            oldSectionCounts: [oldCount],
            oldSectionIsReplaced: [false],
            newSectionCounts: [newCount],
            newSectionOrigins: [0],
            newItemCount: newCount
        )
        var matched = [Bool](repeating: false, count: oldCount)
        var insertedPositions: [Int] = []
        let changedContent = contentUpdate == .reload ? ItemChange.reload : ItemChange.reconfigure
        var previous = -1
        for position in 0..<newCount {
            var oldPosition: Int
            if position < prefix {
                oldPosition = position
            } else if position >= newMiddleEnd {
                oldPosition = oldCount - (newCount - position)
            } else {
                let identity = newIdentities[position]
                let next = previous + 1
                if previous >= 0, next < oldMiddle.upperBound, !matched[next], oldIdentities[next] == identity {
                    oldPosition = next
                } else {
                    oldPosition = table.find(hash: identity.hashValue) { oldIdentities[$0] == identity } ?? -1
                }
                if oldPosition >= 0 && matched[oldPosition] {
                    throw .duplicateItemIdentifiers(SnapshotError.describe([identity]))
                }
            }
            previous = oldPosition
            guard oldPosition >= 0 else {
                insertedPositions.append(position)
                input.append(section: -1, position: 0, change: ItemChange.none)
                continue
            }
            matched[oldPosition] = true
            var change = ItemChange.none
            if let isContentEqual, !isContentEqual(oldElements[oldPosition], newElements[position]) {
                change = changedContent
            }
            input.append(section: 0, position: Int32(truncatingIfNeeded: oldPosition), change: change)
        }

        // Inserted and deleted elements must not repeat an identity of the common ends.
        if prefix + suffix > 0, !insertedPositions.isEmpty {
            var insertedIdentities = Set<Identity>(minimumCapacity: insertedPositions.count)
            for position in insertedPositions { insertedIdentities.insert(newIdentities[position]) }
            for range in [0..<prefix, newMiddleEnd..<newCount] {
                for position in range where insertedIdentities.contains(newIdentities[position]) {
                    throw .duplicateItemIdentifiers(SnapshotError.describe([newIdentities[position]]))
                }
            }
        }
        if prefix + suffix > 0, oldMiddle.contains(where: { !matched[$0] }) {
            var deletedIdentities = Set<Identity>()
            for position in oldMiddle where !matched[position] { deletedIdentities.insert(oldIdentities[position]) }
            for range in [0..<prefix, oldMiddle.upperBound..<oldCount] {
                for position in range where deletedIdentities.contains(oldIdentities[position]) {
                    throw .duplicateItemIdentifiers(SnapshotError.describe([oldIdentities[position]]))
                }
            }
        }

        // Inserted elements are not in the table: check them against each other.
        if insertedPositions.count > 1 {
            var inserted = IdentityTable(count: insertedPositions.count)
            for (index, position) in insertedPositions.enumerated() {
                let identity = newIdentities[position]
                let duplicate = inserted.insert(position: index, hash: identity.hashValue) { stored in
                    newIdentities[insertedPositions[stored]] == identity
                }
                if duplicate != nil {
                    throw .duplicateItemIdentifiers(SnapshotError.describe([identity]))
                }
            }
        }
        computeItemChanges(input)
        if section != 0 {
            relocateItems(toSection: section)
        }
    }

    /// Moves every item change into another section (the list diff works in section 0).
    @usableFromInline
    mutating func relocateItems(toSection section: Int) {
        func relocate(_ path: IndexPath) -> IndexPath { IndexPath(section: section, item: path.itemIndex) }
        deletedItems = deletedItems.map(relocate)
        insertedItems = insertedItems.map(relocate)
        movedItems = movedItems.map { ItemMove(from: relocate($0.from), to: relocate($0.to)) }
        reloadedItems = reloadedItems.map(relocate)
        reconfiguredItems = reconfiguredItems.map(relocate)
    }
}
