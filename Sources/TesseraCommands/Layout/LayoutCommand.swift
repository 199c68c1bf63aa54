import ArgumentParser
import Foundation
import TesseraLayout

/// `tessera layout SPEC.json`: every frame of a layout described in JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a layout described in JSON and print every frame as JSON.",
        discussion: """
            The input format mirrors the Swift API (see docs/LayoutJSON.md). Frames are in content
            coordinates at the document's content offset and orthogonal offsets; with --direction rtl
            they are mirrored, as a right-to-left screen shows them.

            Examples:
              tessera layout Examples/Data/layouts/food-delivery.json
              tessera layout Examples/Data/layouts/flow-grid.json --direction rtl

            A layout of more than --max-items items (default 1000000) is refused: every frame is
            printed, and a billion would take hours.
            """
    )

    @Argument(help: "The layout description (JSON file, or - for standard input).")
    var spec: String

    @Option(help: "The layout direction: ltr or rtl (default: the document's, else ltr).")
    var direction: LayoutDirectionOption?

    @Option(
        name: .customLong("max-items"), parsing: .unconditional,
        help: "The most items to print frames for; a larger layout is refused (default 1000000).")
    var maximumItems: Int = 1_000_000

    func validate() throws {
        guard maximumItems > 0 else {
            throw ValidationError("--max-items must be a positive number, not \(maximumItems)")
        }
    }

    func run() throws {
        let document = try LayoutDocument.read(try InputFile.read(spec), source: spec).laidOut(in: direction)
        // Every frame is printed: a layout of a billion items would print for hours. Refuse it
        // before solving, with the limit and how to raise it.
        let (total, overflow) = document.content.itemCounts.reduce((0, false)) { sum, count in
            let (value, didOverflow) = sum.0.addingReportingOverflow(max(0, count))
            return (value, sum.1 || didOverflow)
        }
        guard !overflow, total <= maximumItems else {
            throw InputError(
                source: spec, path: "",
                message:
                    "the layout has \(overflow ? "more than \(Int.max)" : String(total)) items; tessera layout prints at most \(maximumItems) items' frames (raise it with --max-items)"
            )
        }
        let solution: LayoutSolution
        do {
            solution = try document.solve()
        } catch {
            throw InputError(source: spec, path: "", message: error.description)
        }
        print(LayoutOutput.text(for: solution))
    }
}
