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
        """
    )

    @Argument(help: "The layout description (JSON file, or - for standard input).")
    var spec: String

    @Option(help: "The layout direction: ltr or rtl (default: the document's, else ltr).")
    var direction: LayoutDirectionOption?

    func run() throws {
        let document = try LayoutDocument.read(try InputFile.read(spec), source: spec).laidOut(in: direction)
        let solution: LayoutSolution
        do {
            solution = try document.solve()
        } catch {
            throw InputError(source: spec, path: "", message: error.description)
        }
        print(LayoutOutput.text(for: solution))
    }
}
