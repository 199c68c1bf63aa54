/// An ordered set of identifiers marked for reloading or reconfiguring.
@usableFromInline
struct IdentifierMarks<Identifier: Hashable & Sendable>: Sendable, Equatable {
    @usableFromInline private(set) var ordered: [Identifier] = []
    private var members: Set<Identifier> = []

    /// By the count: unspecialized (the data source's updates run generic over the app's
    /// identifiers), `Array.isEmpty` is `Collection`'s, reached through a witness table and the
    /// array type's metadata looked up at each call; `count` is read in place.
    @usableFromInline var isEmpty: Bool { ordered.count == 0 }

    @usableFromInline func contains(_ identifier: Identifier) -> Bool {
        members.contains(identifier)
    }

    /// Adds identifiers not marked yet, keeping the order in which they were first marked.
    ///
    /// - Complexity: O(*k*) for *k* identifiers.
    mutating func insert<S: Sequence>(contentsOf identifiers: S) where S.Element == Identifier {
        for identifier in identifiers where members.insert(identifier).inserted {
            ordered.append(identifier)
        }
    }

    /// Removes the marks for identifiers that no longer exist.
    ///
    /// - Complexity: O(*m*) where *m* is the number of marks, when any of `identifiers` is marked.
    mutating func remove<S: Sequence>(contentsOf identifiers: S) where S.Element == Identifier {
        guard !members.isEmpty else { return }
        var removedAny = false
        for identifier in identifiers where members.remove(identifier) != nil {
            removedAny = true
        }
        if removedAny {
            ordered.removeAll { !members.contains($0) }
        }
    }

    /// Removes the mark of one identifier that no longer exists; unmarked storage is left alone.
    ///
    /// - Complexity: O(*m*) where *m* is the number of marks, when `identifier` is marked.
    @inlinable
    mutating func remove(_ identifier: Identifier) {
        guard !isEmpty else { return }
        removeMark(of: identifier)
    }

    @usableFromInline
    mutating func removeMark(of identifier: Identifier) {
        remove(contentsOf: CollectionOfOne(identifier))
    }

    @usableFromInline mutating func removeAll() {
        // Unmarked, it is left alone: emptying empty storage still writes both of it.
        guard !ordered.isEmpty else { return }
        ordered.removeAll()
        members.removeAll()
    }

    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ordered == rhs.ordered
    }
}
