import Foundation

/// Another diff library, compared with Tessera on the same lists: what it does with the UUID
/// lists and with the item lists of a ``DiffScenario``.
public struct DiffPeer: Sendable {
    /// The name printed for the library, with its version.
    public var name: String
    /// Computes the library's difference between two lists of UUIDs.
    public var diffUUIDs: @Sendable (_ source: [UUID], _ target: [UUID]) -> Void
    /// Computes the library's difference between two lists of items, matching them by `id` and
    /// comparing their `content`.
    public var diffItems: @Sendable (_ source: [DiffItem], _ target: [DiffItem]) -> Void

    /// Creates a peer.
    public init(
        name: String, diffUUIDs: @escaping @Sendable ([UUID], [UUID]) -> Void,
        diffItems: @escaping @Sendable ([DiffItem], [DiffItem]) -> Void
    ) {
        self.name = name
        self.diffUUIDs = diffUUIDs
        self.diffItems = diffItems
    }
}
