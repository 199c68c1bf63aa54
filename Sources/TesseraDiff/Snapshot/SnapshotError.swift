/// An error thrown by a ``Snapshot`` operation that would otherwise leave the snapshot
/// inconsistent, or by a difference between collections that are not valid lists.
///
/// Every case names the offending identifiers (as `String(describing:)` of each, at most
/// `SnapshotError.listedIdentifierLimit` of them). A snapshot that throws is left exactly as it
/// was before the call.
public enum SnapshotError: Error, Equatable, Hashable, Sendable {
    /// Sections with these identifiers already exist, or appear twice in the same call.
    case duplicateSectionIdentifiers([String])
    /// Items with these identifiers already exist (in any section), or appear twice in the same call.
    case duplicateItemIdentifiers([String])
    /// No section has these identifiers.
    case unknownSectionIdentifiers([String])
    /// No item has these identifiers.
    case unknownItemIdentifiers([String])
    /// Items were appended without a section identifier while the snapshot has no section.
    case noSections
    /// A section or item was asked to move relative to itself.
    case moveRelativeToItself(String)

    /// The largest number of identifiers an error lists; the rest are counted.
    package static let listedIdentifierLimit = 10
}

// MARK: - CustomStringConvertible

extension SnapshotError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .duplicateSectionIdentifiers(let ids):
            return "Duplicate section identifiers: \(Self.list(ids)). Section identifiers must be unique."
        case .duplicateItemIdentifiers(let ids):
            return "Duplicate item identifiers: \(Self.list(ids)). Item identifiers must be unique across all sections."
        case .unknownSectionIdentifiers(let ids):
            return "Unknown section identifiers: \(Self.list(ids)). No section in the snapshot has them."
        case .unknownItemIdentifiers(let ids):
            return "Unknown item identifiers: \(Self.list(ids)). No item in the snapshot has them."
        case .noSections:
            return "There are currently no sections in the snapshot. Please add a section first."
        case .moveRelativeToItself(let id):
            return "Cannot move \(id) relative to itself."
        }
    }

    static func list(_ ids: [String]) -> String {
        ids.joined(separator: ", ")
    }
}

// MARK: - Building

extension SnapshotError {
    /// Describes identifiers for an error message, keeping at most `listedIdentifierLimit` of them.
    @usableFromInline
    static func describe<C: Collection>(_ identifiers: C) -> [String] {
        var described = identifiers.prefix(listedIdentifierLimit).map { "\"\(MessageText.describing($0))\"" }
        if identifiers.count > listedIdentifierLimit {
            described.append("and \(identifiers.count - listedIdentifierLimit) more")
        }
        return described
    }

    @usableFromInline
    static func describe<T>(_ identifier: T) -> String {
        "\"\(MessageText.describing(identifier))\""
    }
}
