import ArgumentParser
import Foundation
import TesseraLayout

/// `tessera layout SPEC.json`: every frame of a layout described in JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a layout described in JSON and print every frame as JSON.",
        discussion: """
            The input format mirrors the Swift API (see docs/LayoutJSON.md). Frames are in content \
            coordinates at the document's content offset and orthogonal offsets; with --direction rtl \
            they are mirrored, as a right-to-left screen shows them.

            Examples:
              tessera layout Examples/Data/layouts/food-delivery.json
              tessera layout Examples/Data/layouts/flow-grid.json --direction rtl

            A layout of more than --max-items items (default 1000000) is refused: every frame is \
            printed, and a billion would take hours.
            """
    )

    @Argument(help: "The layout description (JSON file, or - for standard input).")
    var spec: String

    @Option(help: "The layout direction: ltr or rtl (default: the document's, else ltr).")
    var direction: LayoutDirectionOption?

    @OptionGroup var itemLimit: ItemLimit

    /// The most items the command takes.
    var maximumItems: Int { itemLimit.maximum(default: 1_000_000) }

    func run() throws {
        let document = try LayoutDocument.read(try InputFile.read(spec), source: spec).laidOut(in: direction)
        // Every frame is printed: a layout of a billion items would print for hours. Refuse it
        // before solving, with the limit and how to raise it.
        try ItemLimit.check(
            document.content.itemCounts, maximum: maximumItems, source: spec, input: "layout",
            limit: "tessera layout prints at most \(maximumItems) items' frames")
        let solution: LayoutSolution
        do {
            solution = try document.solve()
        } catch {
            throw InputError(source: spec, path: "", message: error.description)
        }
        print(LayoutOutput.text(for: solution))
    }
}
