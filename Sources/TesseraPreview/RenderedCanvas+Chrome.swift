import Foundation
import Tessera

/// The status bar, the navigation bar and the home indicator over a rendered screen
/// (``ScreenChrome``), in the screen's coordinates, mirrored in right to left as iOS mirrors them.
extension RenderedCanvas {
    /// Draws the bars over a screen of a size whose background is `background`, in a group of
    /// class `chrome` (no clip path: they are not the collection view's elements).
    mutating func drawChrome(_ chrome: ScreenChrome, size: CGSize, background: ConfigurationColor) {
        let bounds = CGRect(origin: .zero, size: size)
        let number = PreviewText.number
        lines.append(#"  <g class="chrome">"#)
        let bars = CGRect(x: 0, y: 0, width: size.width, height: chrome.barsHeight)
        switch chrome.titleDisplayMode {
        case .large:
            drawFill(bars, color: background, cornerRadius: 0)
        case .inline:
            // A translucent bar over the scrolled content, with a hairline under it.
            let paint = appearance.paint(background)?.hex ?? "#ffffff"
            lines.append(
                ##"      <rect class="bar" x="0" y="0" width="\##(number(size.width))" height="\##(number(bars.height))" fill="\##(paint)" fill-opacity="0.94"/>"##
            )
            drawFill(
                CGRect(x: 0, y: bars.height - 0.33, width: size.width, height: 0.33), color: .separator, cornerRadius: 0
            )
        }
        drawStatusBar(height: chrome.deviceSafeArea.top, in: bounds)
        drawTitle(chrome, in: bounds)
        if chrome.deviceSafeArea.bottom > 0 {
            // The home indicator: 134 × 5 points, 8 above the bottom edge.
            drawFill(
                CGRect(x: (size.width - 134) / 2, y: size.height - 13, width: 134, height: 5), color: .label,
                cornerRadius: 2.5)
        }
        lines.append("  </g>")
    }

    /// The navigation bar's title: large at the leading margin under the bar, or inline, centred.
    private mutating func drawTitle(_ chrome: ScreenChrome, in bounds: CGRect) {
        // UIKit's minimum layout margins: 16 points in a compact width, 20 in a regular one.
        let margin: CGFloat = bounds.width >= 600 ? 20 : 16
        let top = chrome.deviceSafeArea.top
        let font: SystemFont
        switch chrome.titleDisplayMode {
        case .large: font = SystemFont(size: 34, weight: .bold)
        case .inline: font = SystemFont(size: 17, weight: .semibold)
        }
        guard
            let layout = try? TextLayout(
                chrome.title, font: font, width: max(0, bounds.width - 2 * margin), lineLimit: 1)
        else { return }
        let frame: CGRect
        switch chrome.titleDisplayMode {
        case .large:
            frame = CGRect(
                x: margin, y: top + ScreenChrome.navigationBarHeight + 3, width: layout.width, height: layout.height)
        case .inline:
            frame = CGRect(
                x: (bounds.width - layout.width) / 2, y: top + (ScreenChrome.navigationBarHeight - layout.height) / 2,
                width: layout.width, height: layout.height)
        }
        drawText(layout, frame: frame, color: .label, in: bounds)
    }

    /// The status bar in the top `height` points: the time at the leading side, the signal, Wi-Fi
    /// and battery at the trailing side — in the two "ears" beside the Dynamic Island on a phone
    /// that has one (a status bar 44 points or taller), at the edges otherwise (the time centred
    /// on a phone with a Home button, as iOS shows it).
    private mutating func drawStatusBar(height: CGFloat, in bounds: CGRect) {
        guard height > 0 else { return }
        let tall = height >= 44
        let width = bounds.width
        let font = SystemFont(size: tall ? 17 : 12, weight: .semibold)
        guard let time = try? TextLayout("9:41", font: font, width: width) else { return }
        let middle = tall ? min(height, 54) / 2 + 4 : height / 2
        // The ears' centres: the width beside the 126-point island, halved.
        let ear = (width - 126) / 4
        let timeX: CGFloat
        if tall {
            timeX = ear - time.width / 2
        } else {
            timeX = width < 600 ? (width - time.width) / 2 : 20
        }
        drawText(
            time, frame: CGRect(x: timeX, y: middle - time.height / 2, width: time.width, height: time.height),
            color: .label, in: bounds)
        // Signal (17 points wide), Wi-Fi (15), battery (27), 5 apart: 69 points in all.
        let scale: CGFloat = tall ? 1 : 0.8
        let iconsWidth = 69 * scale
        let start = tall ? width - ear - iconsWidth / 2 : width - (width < 600 ? 6 : 20) - iconsWidth
        drawSignal(x: start, middle: middle, scale: scale, in: bounds)
        drawWiFi(x: start + 22 * scale, middle: middle, scale: scale, in: bounds)
        drawBattery(x: start + 42 * scale, middle: middle, scale: scale, in: bounds)
    }

    /// Four bars rising to the right, bottoms aligned.
    private mutating func drawSignal(x: CGFloat, middle: CGFloat, scale: CGFloat, in bounds: CGRect) {
        let bottom = middle + 5.5 * scale
        for (index, barHeight) in [4.0, 6.3, 8.6, 11.0].enumerated() {
            let bar = CGRect(
                x: x + CGFloat(index) * 4.6 * scale, y: bottom - barHeight * scale, width: 3 * scale,
                height: barHeight * scale)
            drawFill(mirrored(bar, in: bounds), color: .label, cornerRadius: 1 * scale)
        }
    }

    /// Three arcs over a dot, opening upwards.
    private mutating func drawWiFi(x: CGFloat, middle: CGFloat, scale: CGFloat, in bounds: CGRect) {
        let number = PreviewText.number
        let centerX = mirroredX(x + 7.5 * scale, in: bounds)
        let centerY = middle + 5 * scale
        for radius in [3.5, 7.0, 10.5] {
            let r = radius * scale
            let dx = r * 0.7071
            lines.append(
                ##"      <path d="M\##(number(centerX - dx)) \##(number(centerY - dx)) A\##(number(r)) \##(number(r)) 0 0 1 \##(number(centerX + dx)) \##(number(centerY - dx))" fill="none" \##(appearance.stroke(.label)) stroke-width="\##(number(2 * scale))" stroke-linecap="round"/>"##
            )
        }
        drawFill(
            CGRect(x: centerX - 1.2 * scale, y: centerY - 1.2 * scale, width: 2.4 * scale, height: 2.4 * scale),
            color: .label, cornerRadius: 1.2 * scale)
    }

    /// A battery, nearly full: an outline, its charge and the terminal's nub.
    private mutating func drawBattery(x: CGFloat, middle: CGFloat, scale: CGFloat, in bounds: CGRect) {
        let number = PreviewText.number
        let body = CGRect(x: x, y: middle - 6 * scale, width: 24.5 * scale, height: 12 * scale)
        let outline = mirrored(body, in: bounds)
        lines.append(
            ##"      <rect x="\##(number(outline.minX + 0.5))" y="\##(number(outline.minY + 0.5))" width="\##(number(outline.width - 1))" height="\##(number(outline.height - 1))" rx="\##(number(3.5 * scale))" fill="none" \##(appearance.stroke(.label)) stroke-opacity="0.4"/>"##
        )
        let charge = CGRect(
            x: x + 2 * scale, y: body.minY + 2 * scale, width: 18 * scale, height: 8 * scale)
        drawFill(mirrored(charge, in: bounds), color: .label, cornerRadius: 1.5 * scale)
        let nub = CGRect(x: body.maxX + 1 * scale, y: middle - 2 * scale, width: 1.5 * scale, height: 4 * scale)
        drawFill(mirrored(nub, in: bounds), color: .separator, cornerRadius: 0.7 * scale)
    }

    /// An x coordinate of the screen, mirrored in right to left.
    private func mirroredX(_ x: CGFloat, in bounds: CGRect) -> CGFloat {
        rightToLeft ? bounds.width - x : x
    }
}
