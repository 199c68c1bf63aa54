import Foundation
import TesseraExampleScreens
import TesseraPreview

/// Writes the gallery: one HTML page per screen, laid out in every common device size, a rendered
/// page per screen, and an index page that leads with the rendered screens (a picture of each, on
/// the iPhone in the light appearance, linking to its rendered page), then the layouts' wireframe
/// thumbnails.
struct GalleryWriter {
    var directory: URL
    /// Called before each page is rendered: (pages done, pages in all, what is being rendered).
    var progress: (Int, Int, String) -> Void = { _, _, _ in }

    /// Writes every page and returns the index page's location.
    func write(_ screens: [GalleryScreen], devices: [PreviewDevice] = PreviewDevice.common) throws -> URL {
        try OutputFile.makeDirectory(directory.path)
        var entries: [HTMLPreview.IndexEntry] = []
        var links: [HTMLPreview.Link] = []
        let total = screens.count + 1
        for (done, screen) in screens.enumerated() {
            progress(done, total, screen.title)
            let variants = try devices.map { device in
                HTMLPreview.Variant(device: device, solution: try solve(screen, for: device))
            }
            let page = HTMLPreview.page(
                title: screen.title, subtitle: screen.system, variants: variants, backLink: "index.html")
            try OutputFile.write(Data(page.utf8), to: directory.appendingPathComponent("\(screen.slug).html").path)
            if let name = screen.renderedPageName {
                // The command runs on the main thread, where the headless collection view lives.
                let (page, picture) = try MainActor.assumeIsolated {
                    (try Self.renderedPage(screen), try Self.indexPicture(of: screen))
                }
                try OutputFile.write(Data(page.utf8), to: directory.appendingPathComponent(name).path)
                links.append(
                    HTMLPreview.Link(title: screen.title, href: name, subtitle: screen.system, picture: picture))
            }
            let thumbnail = variants.first { $0.device == .iPhone } ?? variants[0]
            entries.append(
                HTMLPreview.IndexEntry(
                    title: screen.title, subtitle: screen.system, href: "\(screen.slug).html", thumbnail: thumbnail))
        }
        progress(screens.count, total, "index")
        let index = HTMLPreview.index(
            title: "Tessera gallery",
            subtitle:
                "The example screens of the five list systems, drawn from their cells' content through their real data sources. Open a screen to see it dark, on other devices, at an accessibility text size and right to left.",
            entries: entries, links: links,
            entriesHeading: "Layouts: the same screens as wireframes, to scroll and to switch devices")
        let indexURL = directory.appendingPathComponent("index.html")
        try OutputFile.write(Data(index.utf8), to: indexURL.path)
        progress(total, total, "done")
        return indexURL
    }

    /// The rendered page of a screen: the screen driven through its data source on the headless
    /// collection view (a new one per picture), drawn in each of `GalleryRenderedVariant.all`, each
    /// with its wireframe overlay, which the page's "Show wireframe" checkbox shows.
    @MainActor
    static func renderedPage(_ screen: GalleryScreen) throws -> String {
        guard let headless = screen.headless else {
            throw GalleryError(message: "\(screen.title) has no headless screen to render")
        }
        let renderings = try GalleryRenderedVariant.all.enumerated().map { index, variant in
            let chrome = variant.chrome(title: screen.navigationTitle)
            let shown = try shownScreen(
                headless, layoutDirection: screen.layoutDirection, variant: variant, chrome: chrome)
            let caption = variant.caption(screenDirection: screen.layoutDirection)
            let svg = RenderedSVG.render(
                shown.collectionView, appearance: variant.appearance, background: screen.background,
                title: "\(screen.title), \(caption)",
                idPrefix: "\(variant.appearance.rawValue)\(index)-clip", wireframe: true, chrome: chrome)
            // Design review: say where text does not fit (fixed-height cells at large text sizes).
            let clipping = RenderedSVG.clippingElementCount(in: svg)
            let note =
                clipping == 0 ? "" : clipping == 1 ? " — 1 view clips its text" : " — \(clipping) views clip their text"
            return HTMLPreview.Rendering(
                caption: caption + note, svg: svg, isDark: variant.appearance == .dark)
        }
        return HTMLPreview.renderedPage(
            title: "\(screen.title), rendered",
            subtitle:
                "\(screen.system) — drawn from the cells' content, through the real data source on the headless collection view",
            renderings: renderings, backLink: "index.html", wireframeToggle: true)
    }

    /// The picture of a screen on the index page: the first variant (the iPhone, light), without
    /// wireframe, with clip identifiers of its own (`"\(slug)-clip"`).
    ///
    /// - Complexity: that of building the screen and drawing it.
    @MainActor
    static func indexPicture(of screen: GalleryScreen) throws -> String {
        guard let headless = screen.headless, let variant = GalleryRenderedVariant.all.first else {
            throw GalleryError(message: "\(screen.title) has no headless screen to render")
        }
        let chrome = variant.chrome(title: screen.navigationTitle)
        let shown = try shownScreen(headless, layoutDirection: screen.layoutDirection, variant: variant, chrome: chrome)
        return RenderedSVG.render(
            shown.collectionView, appearance: variant.appearance, background: screen.background,
            title: screen.title, idPrefix: "\(screen.slug)-clip", wireframe: false, chrome: chrome)
    }

    /// A screen on a new headless collection view as a variant shows it: the device's size, the
    /// safe area under the bars the picture shows (`chrome`: the status bar, the navigation bar and
    /// the home indicator), the variant's text size (every self-sized row measures itself again at
    /// the next layout pass), and, for a scrolled variant, the content offset one visible height
    /// down (`GalleryRenderedVariant.scrolledOffset(contentHeight:screenHeight:adjustedContentInset:)`).
    ///
    /// - Complexity: that of building the screen and two layout passes.
    @MainActor
    static func shownScreen(
        _ headless: @MainActor (CGSize, TraitEnvironmentLayoutDirection) throws -> HeadlessScreen,
        layoutDirection: TraitEnvironmentLayoutDirection, variant: GalleryRenderedVariant, chrome: ScreenChrome
    ) throws -> HeadlessScreen {
        let shown = try headless(
            CGSize(width: variant.device.width, height: variant.device.height),
            variant.layoutDirection(screenDirection: layoutDirection))
        let view = shown.collectionView
        view.safeAreaInsets = chrome.safeAreaInsets
        view.preferredContentSizeCategory = variant.contentSizeCategory
        if variant.isScrolled {
            // The content size at the variant's text size: lay out first.
            view.layoutIfNeeded()
            let offset = GalleryRenderedVariant.scrolledOffset(
                contentHeight: view.contentSize.height, screenHeight: view.bounds.height,
                adjustedContentInset: view.adjustedContentInset)
            view.contentOffset = CGPoint(x: view.contentOffset.x, y: offset)
        }
        view.layoutIfNeeded()
        return shown
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
