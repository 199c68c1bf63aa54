import Foundation
import TesseraPreview

/// A picture of a rendered page: a device, an appearance and a text size.
struct GalleryRenderedVariant {
    var device: PreviewDevice
    var appearance: PreviewAppearance
    var contentSizeCategory: ContentSizeCategory = .large

    /// The pictures of every rendered page: the iPhone in light and dark, a narrower iPhone, and
    /// the iPhone with the largest text outside the accessibility sizes.
    static let all = [
        GalleryRenderedVariant(device: .iPhone, appearance: .light),
        GalleryRenderedVariant(device: .iPhone, appearance: .dark),
        GalleryRenderedVariant(device: .iPhoneSE, appearance: .light),
        GalleryRenderedVariant(device: .iPhone, appearance: .light, contentSizeCategory: .extraExtraExtraLarge),
    ]

    /// "iPhone 15 · dark", "iPhone 15 · light · larger text".
    var caption: String {
        let text = contentSizeCategory == .large ? "" : " · larger text"
        return "\(device.name) · \(appearance.rawValue)\(text)"
    }
}
