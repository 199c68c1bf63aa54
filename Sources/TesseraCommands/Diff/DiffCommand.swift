import ArgumentParser
import Foundation
import TesseraDiff

/// `tessera diff OLD.json NEW.json`: the batch update between two snapshots, as JSON.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the batch update that turns one snapshot into another, as JSON.",
        discussion: """
            Each file holds a snapshot:
              {"sections": [{"id": "A", "items": ["a", {"id": "b", "content": "v2"}]}]}
            An item is a string id, or an object with an id and a content (compared as strings): a changed \
            content becomes a reconfigure, or a reload with --reload.

            Example:
              tessera diff Examples/Data/diff/old.json Examples/Data/diff/new.json

            A snapshot of more than --max-items items (default 1000000) is refused before it is \
            diffed.
            """
    )

    @Argument(help: "The snapshot before the change (JSON file, or - for standard input).")
    var old: String

    @Argument(help: "The snapshot after the change (JSON file).")
    var new: String

    @Flag(help: "Report changed content as reloads (old index paths) instead of reconfigures.")
    var reload = false

    @OptionGroup var itemLimit: ItemLimit

    /// The most items the command takes.
    var maximumItems: Int { itemLimit.maximum(default: 1_000_000) }

    func run() throws {
        let oldSnapshot = try DiffDocument.snapshot(from: try InputFile.read(old), source: old)
        try ItemLimit.check(
            oldSnapshot.sectionIdentifiers.map(oldSnapshot.numberOfItems(inSection:)), maximum: maximumItems,
            source: old, input: "snapshot", limit: "tessera diff takes at most \(maximumItems) items a snapshot")
        let newSnapshot = try DiffDocument.snapshot(from: try InputFile.read(new), source: new)
        try ItemLimit.check(
            newSnapshot.sectionIdentifiers.map(newSnapshot.numberOfItems(inSection:)), maximum: maximumItems,
            source: new, input: "snapshot", limit: "tessera diff takes at most \(maximumItems) items a snapshot")
        let update = BatchUpdate(from: oldSnapshot, to: newSnapshot, contentUpdate: reload ? .reload : .reconfigure)
        print(JSONOutput.text(DiffOutput(update)))
    }
}
