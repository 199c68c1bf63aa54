/// The subitems of a ``LayoutGroup``, shared between copies of the group until one of them changes
/// its subitems (copy on write).
///
/// A group holds its nested groups through this class, so that releasing a group nested
/// thousands of levels deep does not release each level from the one above it, one call inside
/// the other, until the stack overflows: the last owner's `deinit` takes the nested storages it
/// is the last owner of and empties them one by one, with a list instead of the call stack.
final class SubitemStorage: @unchecked Sendable {
    // `@unchecked Sendable`: `subitems` changes only while the storage is uniquely referenced
    // (``LayoutGroup/subitems``'s setter copies it otherwise, and `deinit` runs with the last
    // reference), so no two threads ever see it change.

    /// The subitems, in order.
    var subitems: [LayoutSubitem]

    init(_ subitems: [LayoutSubitem]) {
        self.subitems = subitems
    }

    deinit {
        var pending: [SubitemStorage] = []
        Self.detachNestedStorages(of: &subitems, into: &pending)
        while var storage = pending.popLast() {
            // A storage another group still holds is left to that group.
            guard isKnownUniquelyReferenced(&storage) else { continue }
            Self.detachNestedStorages(of: &storage.subitems, into: &pending)
        }
    }

    /// Keeps a reference to the storage of every nested group in `pending`, then empties
    /// `subitems`: releasing them then stops at those storages instead of going down the levels.
    ///
    /// - Complexity: O(*k*) for *k* subitems.
    private static func detachNestedStorages(of subitems: inout [LayoutSubitem], into pending: inout [SubitemStorage]) {
        for case .group(let group) in subitems { pending.append(group.storage) }
        subitems = []
    }
}
