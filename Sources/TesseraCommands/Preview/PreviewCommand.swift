import ArgumentParser
import Foundation
import TesseraPreview

/// `tessera preview SPEC.json --format svg|html`: a picture of any layout JSON.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render a layout described in JSON as SVG or HTML.",
        discussion: """
            The input is the format of `tessera layout` (docs/LayoutJSON.md). --width and --height \
            replace the document's container size; --offset its vertical content offset (headers pin \
            for it in SVG). HTML pages are laid out in the given size only when --width is set, in \
            every common iPhone and iPad size otherwise.

            A layout of more than --max-items items (default 10000) is refused: every element is \
            drawn, and a picture of a million cells would be hundreds of megabytes.

            Examples:
              tessera preview spec.json --format svg -o layout.svg
              tessera preview spec.json --format html -o layout.html
              tessera preview spec.json --format svg --width 820 --height 1180 -o ipad.svg
              tessera preview spec.json --format svg --offset 300 -o scrolled.svg
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg
        case html
    }

    @Argument(help: "The layout description (JSON file, or - for standard input).")
    var spec: String

    @Option(help: "The output format: svg or html.")
    var format: Format

    @Option(parsing: .unconditional, help: "The container width, in points.")
    var width: Double?

    @Option(parsing: .unconditional, help: "The container height, in points.")
    var height: Double?

    @Option(parsing: .unconditional, help: "The vertical content offset, in points.")
    var offset: Double?

    @Option(help: "The layout direction: ltr or rtl (default: the document's, else ltr).")
    var direction: LayoutDirectionOption?

    @Option(name: .shortAndLong, help: "The file to write; - writes the picture to standard output.")
    var output: String

    @OptionGroup var itemLimit: ItemLimit

    /// The most items the command takes.
    var maximumItems: Int { itemLimit.maximum(default: 10_000) }

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("\(name) must be a positive number of points, not \(value)")
            }
        }
        if let offset, !offset.isFinite {
            throw ValidationError("--offset must be a finite number of points, not \(offset)")
        }
    }

    func run() throws {
        var document = try LayoutDocument.read(try InputFile.read(spec), source: spec).laidOut(in: direction)
        try ItemLimit.check(
            document.content.itemCounts, maximum: maximumItems, source: spec, input: "layout",
            limit: "tessera preview draws at most \(maximumItems) items")
        let container = document.environment.container.contentSize
        if width != nil || height != nil {
            document = document.resized(
                width: width.map { CGFloat($0) } ?? container.width,
                height: height.map { CGFloat($0) } ?? container.height)
        }
        if let offset { document.contentOffset.y = CGFloat(offset) }
        let title = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent
        let text: String
        switch format {
        case .svg:
            text = SVGPreview.render(try solve(document), title: title)
        case .html:
            let devices =
                width == nil && height == nil
                ? PreviewDevice.common
                : [
                    PreviewDevice(
                        id: "custom", name: "Custom", width: document.environment.container.contentSize.width,
                        height: document.environment.container.contentSize.height)
                ]
            let variants = try devices.map { device in
                HTMLPreview.Variant(
                    device: device, solution: try solve(document.resized(width: device.width, height: device.height)))
            }
            text = HTMLPreview.page(
                title: title, variants: variants,
                preferredDeviceID: devices.count == 1 ? "custom" : PreviewDevice.iPhone.id)
        }
        if output == "-" {
            // `-o -`: the picture itself goes to standard output.
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        try OutputFile.write(Data(text.utf8), to: output)
        print(output)
    }

    private func solve(_ document: LayoutDocument) throws -> LayoutSolution {
        do {
            return try document.solve()
        } catch {
            throw InputError(source: spec, path: "", message: error.description)
        }
    }
}
