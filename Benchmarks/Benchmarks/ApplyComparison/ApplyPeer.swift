/// Another library's bookkeeping for a list, compared with Tessera's apply on the same edits:
/// a list of `count` rows (identified by `0..<count`, in one section), and the step that takes
/// the list's snapshot, makes one change (the middle row deleted, or put back where it was) and
/// applies it.
@MainActor
public struct ApplyPeer {
    /// The name printed for the library, with its version and what of it runs.
    public var name: String
    /// Makes a list of `count` rows, already shown, and returns its one-change step.
    public var makeList: @MainActor (_ count: Int) -> @MainActor () -> Void

    /// Creates a peer.
    public init(name: String, makeList: @escaping @MainActor (_ count: Int) -> @MainActor () -> Void) {
        self.name = name
        self.makeList = makeList
    }

    /// The standard library's own bookkeeping, a peer that needs no other package: the rows kept
    /// in an array, each change diffed with `difference(from:)` and its moves inferred.
    public static let standardLibrary = ApplyPeer(name: "Swift `[Int].difference(from:).inferringMoves()`") { count in
        var rows = Array(0..<count)
        let target = count / 2
        var step = 0
        return {
            var next = rows
            if step.isMultiple(of: 2) {
                next.remove(at: target)
            } else {
                next.insert(target, at: target)
            }
            step += 1
            keep(next.difference(from: rows).inferringMoves())
            rows = next
        }
    }
}

/// Keeps a result alive, so that computing it cannot be optimized away.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
