import Foundation

// MARK: - Differences between flat lists

extension BatchUpdate {
    /// Computes the batch update that turns the list `old` into the list `new`, all in one section,
    /// matching elements by equality (identity).
    ///
    /// This is the diff the list adapters use. Elements are hashed at most once each. Elements that
    /// are not ``ContentEquatable`` have no notion of content apart from identity, so
    /// `contentUpdate` only matters for the overload on ``ContentEquatable`` elements.
    ///
    /// - Parameters:
    ///   - old: The list shown now.
    ///   - new: The list to show.
    ///   - section: The section index the item changes are reported in.
    ///   - contentUpdate: Whether items whose content changed are reconfigured or reloaded.
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when an element appears twice in
    ///   either list and one of its copies is in the part of the lists that changed (see
    ///   ``init(from:to:section:contentUpdate:identifiedBy:isContentEqual:)``).
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new elements, plus O(*k* log *k*) for
    ///   the *k* elements that change order.
    @inlinable
    public init<C: Collection>(
        from old: C,
        to new: C,
        section: Int = 0,
        contentUpdate: ContentUpdateStyle = .reconfigure
    ) throws(SnapshotError) where C.Element: Hashable {
        let old = ContiguousArray(old), new = ContiguousArray(new)
        try self.init(
            oldElements: old, newElements: new, oldIdentities: old, newIdentities: new, section: section,
            contentUpdate: contentUpdate, isContentEqual: nil)
    }

    /// Computes the batch update that turns the list `old` into the list `new`, all in one section,
    /// matching elements by equality and comparing their content with
    /// ``ContentEquatable/isContentEqual(to:)``.
    ///
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when an element appears twice in
    ///   either list and one of its copies is in the part of the lists that changed (see
    ///   ``init(from:to:section:contentUpdate:identifiedBy:isContentEqual:)``).
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new elements, plus O(*k* log *k*) for
    ///   the *k* elements that change order.
    @inlinable
    public init<C: Collection>(
        from old: C,
        to new: C,
        section: Int = 0,
        contentUpdate: ContentUpdateStyle = .reconfigure
    ) throws(SnapshotError) where C.Element: Hashable & ContentEquatable {
        let old = ContiguousArray(old), new = ContiguousArray(new)
        try self.init(
            oldElements: old, newElements: new, oldIdentities: old, newIdentities: new, section: section,
            contentUpdate: contentUpdate
        ) { old, new in
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
    /// both lists; the rest (the part that changed) is hashed into a table. An identity that
    /// appears twice in a list is reported when either copy is in the part that changed: the
    /// elements of the common ends are then hashed too, each once, and looked up in that table
    /// (or, when fewer than nine elements changed, compared with them). Repeats that lie wholly
    /// inside the common ends of both lists make no difference to the update and are not looked
    /// for.
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
    ///   in a list with a copy in the changed part.
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
        let oldElements = ContiguousArray(old), newElements = ContiguousArray(new)
        try self.init(
            oldElements: oldElements, newElements: newElements,
            oldIdentities: ContiguousArray(oldElements.lazy.map(identity)),
            newIdentities: ContiguousArray(newElements.lazy.map(identity)), section: section,
            contentUpdate: contentUpdate, isContentEqual: isContentEqual)
    }
}
