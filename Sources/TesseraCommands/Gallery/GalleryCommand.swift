import ArgumentParser
import Foundation
import TesseraPreview

/// `tessera` / `tessera gallery`: the gallery of the example screens, as HTML pages.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write the gallery of the example screens (the default command).",
        discussion: """
            One self-contained HTML page per example screen of the five list systems, laid out in \
            iPhone and iPad sizes, and an index page. Prints the index page's path.

            Examples:
              tessera
              tessera gallery --output /tmp/gallery
            """
    )

    @Option(name: .shortAndLong, help: "The folder to write the pages into.")
    var output: String = "tessera-gallery"

    func run() throws {
        let directory = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL
        let screens = try GalleryScreen.all()
        let writer = GalleryWriter(directory: directory) { done, total, item in
            let line = done < total ? "[\(done + 1)/\(total)] \(item)…\n" : "[\(total)/\(total)] done\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        let index = try writer.write(screens)
        print(index.path)
    }
}
