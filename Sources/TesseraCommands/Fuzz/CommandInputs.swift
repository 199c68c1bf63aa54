import Foundation
import TesseraDiff
import TesseraLayout

/// The JSON inputs of `tessera layout` and `tessera diff`, taken as the commands take them —
/// validation, the item limit, the solve, and the translation for Apple's engine — without files
/// or printing, for the coverage-guided fuzzer (`FuzzCommands`).
package enum CommandInputs {
    /// The most items a fuzzed input may hold: the commands' own limit is a million, which makes a
    /// fuzzer's input slow rather than wrong.
    package static let maximumItems = 5_000

    /// Lays out a `tessera layout` document in both directions and translates each of its sections
    /// for Apple's engine on every iOS version Tessera supports; returns the solutions. Throws what
    /// the command reports for an input it refuses.
    package static func layOut(_ data: Data) throws -> [LayoutSolution] {
        let document = try LayoutDocument.read(data, source: "fuzz")
        try ItemLimit.check(
            document.content.itemCounts, maximum: maximumItems, source: "fuzz", input: "layout", limit: "fuzzing")
        var solutions: [LayoutSolution] = []
        for direction in LayoutDirectionOption.allCases {
            solutions.append(try document.laidOut(in: direction).solve())
        }
        if let compositional = document.layout as? CompositionalLayout {
            for index in document.content.itemCounts.indices {
                guard let section = compositional.section(at: index, in: document.environment) else { continue }
                for version in [15, 16, 17] {
                    _ = CompositionalLayoutTranslation.translate(
                        section, features: .iOS(version), environment: document.environment,
                        itemCount: document.content.itemCounts[index])
                }
            }
        }
        return solutions
    }

    /// Diffs two `tessera diff` documents as the command does; returns both snapshots by
    /// identifier and the update. Throws what the command reports for an input it refuses.
    package static func diff(_ old: Data, _ new: Data, reload: Bool) throws -> (
        old: Snapshot<String, String>, new: Snapshot<String, String>, update: BatchUpdate
    ) {
        let before = try DiffDocument.snapshot(from: old, source: "old")
        let after = try DiffDocument.snapshot(from: new, source: "new")
        for snapshot in [before, after] {
            try ItemLimit.check(
                snapshot.sectionIdentifiers.map(snapshot.numberOfItems(inSection:)), maximum: maximumItems,
                source: "fuzz", input: "snapshot", limit: "fuzzing")
        }
        let update = BatchUpdate(from: before, to: after, contentUpdate: reload ? .reload : .reconfigure)
        return (try identifiers(of: before), try identifiers(of: after), update)
    }

    private static func identifiers(of snapshot: Snapshot<String, DiffItem>) throws -> Snapshot<String, String> {
        try Snapshot(
            snapshot.sectionIdentifiers.map { section in
                (section, snapshot.itemIdentifiers(inSection: section).map(\.id))
            })
    }
}
