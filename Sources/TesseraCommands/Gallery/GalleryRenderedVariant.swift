import Foundation
import TesseraPreview

/// A picture of a rendered page: a device, an appearance, a text size and a scroll position.
struct GalleryRenderedVariant {
    var device: PreviewDevice
    var appearance: PreviewAppearance
    var contentSizeCategory: ContentSizeCategory = .large
    /// Scrolled down by one screen height (``scrolledOffset(contentHeight:screenHeight:)``), to
    /// show what is below the first screen.
    var isScrolled = false
    /// Drawn in the other layout direction than the page's screen: right to left for the usual
    /// left-to-right screens (Arabic, Hebrew), so every seed screen is seen mirrored.
    var isMirrored = false

    /// The pictures of every rendered page: the iPhone in light and dark, a narrower iPhone, a
    /// tablet width, the iPhone with an accessibility text size, the iPhone scrolled down by one
    /// screen, and the iPhone in the other layout direction.
    static let all = [
        GalleryRenderedVariant(device: .iPhone, appearance: .light),
        GalleryRenderedVariant(device: .iPhone, appearance: .dark),
        GalleryRenderedVariant(device: .iPhoneSE, appearance: .light),
        GalleryRenderedVariant(device: .iPad, appearance: .light),
        GalleryRenderedVariant(device: .iPhone, appearance: .light, contentSizeCategory: .accessibilityExtraLarge),
        GalleryRenderedVariant(device: .iPhone, appearance: .light, isScrolled: true),
        GalleryRenderedVariant(device: .iPhone, appearance: .light, isMirrored: true),
    ]

    /// "iPhone 15 · dark", "iPhone 15 · light · accessibility text", "iPhone 15 · light · scrolled",
    /// for a left-to-right screen.
    var caption: String { caption(screenDirection: .leftToRight) }

    /// The caption of the picture of a screen laid out in a direction: as ``caption``, and
    /// " · right to left" (or " · left to right") when the variant is mirrored.
    func caption(screenDirection: TraitEnvironmentLayoutDirection) -> String {
        var caption = "\(device.name) · \(appearance.rawValue)"
        if contentSizeCategory.isAccessibilityCategory {
            caption += " · accessibility text"
        } else if contentSizeCategory != .large {
            caption += " · larger text"
        }
        if isScrolled { caption += " · scrolled" }
        if isMirrored {
            caption +=
                layoutDirection(screenDirection: screenDirection) == .rightToLeft
                ? " · right to left" : " · left to right"
        }
        return caption
    }

    /// The direction the picture is laid out in: the screen's, or the other one when mirrored.
    func layoutDirection(screenDirection: TraitEnvironmentLayoutDirection) -> TraitEnvironmentLayoutDirection {
        guard isMirrored else { return screenDirection }
        return screenDirection == .rightToLeft ? .leftToRight : .rightToLeft
    }

    /// The bars the picture shows over the screen: the device's status bar and home indicator, and
    /// a navigation bar with `title` — large at the top, inline once scrolled.
    ///
    /// - Complexity: O(1).
    func chrome(title: String) -> ScreenChrome {
        ScreenChrome(
            title: title, titleDisplayMode: isScrolled ? .inline : .large, deviceSafeArea: device.safeAreaInsets)
    }

    /// The vertical content offset of a screen scrolled down by what one screen shows between its
    /// bars: from the top (minus the adjusted top inset) down by the screen's height less both
    /// adjusted insets, at most the largest valid offset (the content's height plus the bottom
    /// inset, less the screen's), never above the top (content shorter than the space between the
    /// bars does not scroll).
    ///
    /// - Complexity: O(1).
    static func scrolledOffset(
        contentHeight: CGFloat, screenHeight: CGFloat, adjustedContentInset: DirectionalEdgeInsets
    ) -> CGFloat {
        let top = -adjustedContentInset.top
        let visible = screenHeight - adjustedContentInset.top - adjustedContentInset.bottom
        return max(top, min(top + visible, contentHeight + adjustedContentInset.bottom - screenHeight))
    }
}
