import Foundation
import Tessera

/// Draws what a `HeadlessCollectionView` shows — the screen, not the layout: each visible
/// cell and supplementary view from its content, decorations from their style, in the light or
/// dark appearance. Drive the collection view through the real data sources (as an app does),
/// scroll it where you like, and render it.
///
/// - Cells and supplementary views that show a `ListContentConfiguration` are drawn from
///   `ListContentLayout`: the text and secondary text wrapped with the system font's
///   approximate metrics, the image as a vector drawing of its SF Symbol (a neutral shape for
///   other names) named by it, the accessories
///   (disclosure indicator, checkmark, detail, label, reorder, delete), on their
///   `BackgroundConfiguration` (colour, corner radius, stroke); selected cells are tinted.
/// - Views that conform to `DrawableContent` are drawn from the text runs, fills and
///   images they describe, over their list content when they have both (a static cell's hosted
///   view too).
/// - Any other view is a dashed box labelled with its type and its `contentDescription`.
/// - Decorations by kind: list separators and `separators` lines, `card` cards, `timeline`
///   lines and nodes, anything else a rounded background.
///
/// Rows of inset-grouped list sections round only their masked corners
/// (`LayoutAttributes.maskedCorners`: the first row its top ones, the last its bottom
/// ones), background and clip alike. Everything is clipped to its frame, laid out for the view's
/// text size and mirrored in right to left. Text lines carry their measured width (`textLength`),
/// so a browser draws them exactly as wide as the metrics measured them.
///
/// An element whose text does not fit it — a line wider than the element, or reaching below its
/// bottom, as fixed-height cells do at large text sizes — is marked `data-clips-text="true"`: on a
/// device its text would be cut there too. `clippingElementCount(in:)` counts them.
///
/// ```swift
/// dataSource.apply(snapshot, animatingDifferences: false)
/// let svg = RenderedSVG.render(collectionView, appearance: .dark, title: "Products")
/// ```
public enum RenderedSVG {
    /// The SVG picture of what the collection view shows at its scroll position, as large as its
    /// frame. Lays the view out first.
    ///
    /// - Parameters:
    ///   - view: The collection view, drawn at its scroll position.
    ///   - appearance: Light or dark: the colours system colours resolve to.
    ///   - background: The screen's colour behind the content (`.systemGroupedBackground` for
    ///     grouped lists).
    ///   - title: The picture's `<title>`, read by screen readers; none when `nil`.
    ///   - idPrefix: The prefix of the picture's clip-path identifiers: give each picture its own
    ///     when several are inlined in one HTML page.
    ///   - wireframe: Adds, last (over the picture), a `<g class="wireframe">` with each drawn
    ///     element's frame outlined in its category's colour (cells blue, supplementary views green,
    ///     decorations brown) and labelled: the index path for cells ("0·3"), the element kind for
    ///     the others ("header", "separator"). Hide it with CSS (`.wireframe { display: none }`);
    ///     the gallery's rendered pages show it with a checkbox.
    /// - Complexity: O(*v* log *v* + *c*) for *v* visible elements with *c* characters of text.
    @MainActor
    public static func render(
        _ view: HeadlessCollectionView, appearance: PreviewAppearance = .light,
        background: ConfigurationColor = .systemBackground, title: String? = nil, idPrefix: String = "clip",
        wireframe: Bool = false
    ) -> String {
        render(
            view, appearance: appearance, background: background, title: title, idPrefix: idPrefix,
            wireframe: wireframe, chrome: nil)
    }

    /// The picture of ``render(_:appearance:background:title:idPrefix:wireframe:)``, with the
    /// system's bars drawn over it (``ScreenChrome``) when `chrome` is given: give the collection
    /// view the chrome's `safeAreaInsets` first, as UIKit gives them to a view under the bars.
    ///
    /// - Complexity: O(*v* log *v* + *c*) for *v* visible elements with *c* characters of text.
    @MainActor
    package static func render(
        _ view: HeadlessCollectionView, appearance: PreviewAppearance, background: ConfigurationColor,
        title: String?, idPrefix: String, wireframe: Bool, chrome: ScreenChrome?
    ) -> String {
        view.layoutIfNeeded()
        let size = view.frame.size
        let number = PreviewText.number
        var canvas = RenderedCanvas(
            appearance: appearance, rightToLeft: view.layoutDirection == .rightToLeft,
            contentSizeCategory: view.preferredContentSizeCategory, idPrefix: PreviewText.escaped(idPrefix))
        canvas.lines.append(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(number(size.width))" height="\##(number(size.height))" viewBox="0 0 \##(number(size.width)) \##(number(size.height))" font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif" data-appearance="\##(appearance.rawValue)">"##
        )
        if let title { canvas.lines.append("  <title>\(PreviewText.escaped(title))</title>") }
        canvas.lines.append(
            ##"  <rect class="screen" x="0" y="0" width="\##(number(size.width))" height="\##(number(size.height))" \##(appearance.fill(background))/>"##
        )
        if let solution = view.layoutSolution {
            let drawn = drawingOrder(solution.elements(in: view.bounds)).filter { !$0.isHidden }
            for attributes in drawn {
                canvas.draw(attributes, view: shownView(for: attributes, in: view), origin: view.bounds.origin)
            }
            if let chrome { canvas.drawChrome(chrome, size: size, background: background) }
            if wireframe { canvas.drawWireframe(drawn, origin: view.bounds.origin) }
        } else {
            canvas.lines.append(
                "  <!-- no layout solution (empty bounds, or a layout error: \(PreviewText.escaped(view.failures.map(\.message).joined(separator: "; ")))) -->"
            )
        }
        canvas.lines.append("</svg>")
        return canvas.lines.joined(separator: "\n") + "\n"
    }

    // MARK: Parts

    /// The view on screen for an element: its cell or supplementary view; `nil` for decorations.
    @MainActor
    private static func shownView(for attributes: LayoutAttributes, in view: HeadlessCollectionView)
        -> HeadlessReusableView?
    {
        switch attributes.category {
        case .cell: return view.cellForItem(at: attributes.indexPath)
        case .supplementaryView:
            return attributes.elementKind.flatMap {
                view.supplementaryView(forElementKind: $0, at: attributes.indexPath)
            }
        case .decorationView: return nil
        }
    }

    /// Elements back to front: by zIndex, then decorations, cells and supplementary views (as UIKit
    /// stacks them), then in the layout's order.
    ///
    /// - Complexity: O(*v* log *v*).
    static func drawingOrder(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        func rank(_ category: ElementCategory) -> Int {
            switch category {
            case .decorationView: return 0
            case .cell: return 1
            case .supplementaryView: return 2
            }
        }
        return elements.enumerated()
            .sorted {
                ($0.element.zIndex, rank($0.element.category), $0.offset) < (
                    $1.element.zIndex, rank($1.element.category), $1.offset
                )
            }
            .map(\.element)
    }
}

// MARK: - Design review

extension RenderedSVG {
    /// The number of elements of a picture made by ``render(_:appearance:background:title:idPrefix:wireframe:)``
    /// whose text does not fit them (marked `data-clips-text="true"`).
    ///
    /// - Complexity: O(*n*) for *n* characters of SVG.
    package static func clippingElementCount(in svg: String) -> Int {
        svg.components(separatedBy: #" data-clips-text="true""#).count - 1
    }
}
