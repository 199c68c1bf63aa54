import Foundation
import TesseraPreview

/// Writes the gallery: one HTML page per screen, laid out in every common device size, and an
/// index page with a thumbnail of each.
struct GalleryWriter {
    var directory: URL
    /// Called before each page is rendered: (pages done, pages in all, what is being rendered).
    var progress: (Int, Int, String) -> Void = { _, _, _ in }

    /// Writes every page and returns the index page's location.
    func write(_ screens: [GalleryScreen], devices: [PreviewDevice] = PreviewDevice.common) throws -> URL {
        try OutputFile.makeDirectory(directory.path)
        var entries: [HTMLPreview.IndexEntry] = []
        let total = screens.count + 1
        for (done, screen) in screens.enumerated() {
            progress(done, total, screen.title)
            let variants = try devices.map { device in
                HTMLPreview.Variant(device: device, solution: try solve(screen, for: device))
            }
            let page = HTMLPreview.page(
                title: screen.title, subtitle: screen.system, variants: variants, backLink: "index.html")
            try OutputFile.write(Data(page.utf8), to: directory.appendingPathComponent("\(screen.slug).html").path)
            let thumbnail = variants.first { $0.device == .iPhone } ?? variants[0]
            entries.append(
                HTMLPreview.IndexEntry(
                    title: screen.title, subtitle: screen.system, href: "\(screen.slug).html", thumbnail: thumbnail))
        }
        progress(screens.count, total, "index")
        let index = HTMLPreview.index(
            title: "Tessera gallery",
            subtitle:
                "The example screens of the five list systems, laid out by Tessera's engine. Open a screen to scroll it and switch devices.",
            entries: entries)
        let indexURL = directory.appendingPathComponent("index.html")
        try OutputFile.write(Data(index.utf8), to: indexURL.path)
        progress(total, total, "done")
        return indexURL
    }

    private func solve(_ screen: GalleryScreen, for device: PreviewDevice) throws(GalleryError) -> LayoutSolution {
        do {
            return try screen.solve(for: device)
        } catch {
            throw GalleryError(message: "\(screen.title) at \(device.name): \(error.description)")
        }
    }
}

/// A gallery page that could not be laid out or written.
struct GalleryError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
