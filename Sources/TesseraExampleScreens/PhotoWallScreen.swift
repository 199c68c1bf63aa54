import Foundation
import Tessera

/// A photo wall: a waterfall of photos in as many columns as fit at 160 points, each photo as tall
/// as its aspect ratio makes it with its caption under it, on as many lines as the text size needs
/// (the cells size themselves), under a pinned header on a background — the layout written through
/// ``CustomSectionLayout`` (``WaterfallSectionLayout``), beside ordinary compositional sections.
public enum PhotoWallScreen {
    /// A photo: its title and its width-to-height ratio.
    public struct Photo: Hashable, Sendable {
        public var id: Int
        public var title: String
        public var aspectRatio: Double

        public init(id: Int, title: String, aspectRatio: Double) {
            self.id = id
            self.title = title
            self.aspectRatio = aspectRatio
        }
    }

    /// Thirty photos in portrait, landscape and square.
    public static let photos: [Photo] = {
        let places = ["Lisbon", "Kyoto", "Oaxaca", "Reykjavík", "Hoi An", "Marrakesh"]
        let ratios = [0.75, 1.5, 1.0, 0.66, 1.33, 0.8, 1.78]
        return (0..<30).map { index in
            Photo(id: index, title: "\(places[index % places.count]) \(index + 1)", aspectRatio: ratios[index % 7])
        }
    }()

    /// The header's element kind.
    public static let headerKind = "photo-wall-header"
    /// The background's element kind.
    public static let backgroundKind = "photo-wall-background"

    /// The space between a photo and its caption.
    public static let captionSpacing: CGFloat = 6
    /// The text style of the captions.
    public static let captionStyle = TextStyle.subheadline

    /// The height of a photo's cell at a width and a text size: the photo, as tall as its ratio
    /// makes it, then ``captionSpacing`` and its caption wrapped on as many lines as it needs —
    /// the height the cells measure (self-sizing) and the one their drawing fills.
    ///
    /// - Complexity: O(*c*) for *c* characters of the caption.
    public static func itemHeight(of photo: Photo, width: CGFloat, contentSizeCategory: ContentSizeCategory)
        -> CGFloat
    {
        photoHeight(of: photo, width: width) + captionSpacing
            + captionHeight(of: photo, width: width, contentSizeCategory: contentSizeCategory)
    }

    /// The height of the photo itself at a width: the width over its ratio.
    public static func photoHeight(of photo: Photo, width: CGFloat) -> CGFloat {
        photo.aspectRatio > 0 ? width / CGFloat(photo.aspectRatio) : width
    }

    /// The height of the caption wrapped at a width and a text size (one line when the width
    /// cannot hold text).
    ///
    /// - Complexity: O(*c*) for *c* characters of the caption.
    public static func captionHeight(of photo: Photo, width: CGFloat, contentSizeCategory: ContentSizeCategory)
        -> CGFloat
    {
        let font = SystemFont(captionStyle, contentSizeCategory: contentSizeCategory)
        return (try? TextLayout(photo.title, font: font, width: max(0, width)))?.height ?? font.lineHeight
    }

    /// The height a photo's cell is estimated at before it measures itself: its photo at the
    /// narrowest column (160 points) and one line of caption. The waterfall chooses columns by
    /// these estimates (``WaterfallSectionLayout/ColumnBalancing/estimatedHeights``), so that a
    /// measurement moves only the photos under it.
    public static func estimatedItemHeight(of photo: Photo) -> CGFloat {
        photoHeight(of: photo, width: 160) + captionSpacing + 20
    }

    /// The waterfall section: adaptive columns, 8 points apart, each item estimated
    /// (``estimatedItemHeight(of:)``), then measured by its cell
    /// (``itemHeight(of:width:contentSizeCategory:)``).
    ///
    /// - Complexity: O(1); solving places each photo once.
    public static func section(for photos: [Photo] = photos) -> LayoutSection {
        let estimates = photos.map(estimatedItemHeight(of:))
        var waterfall = WaterfallSectionLayout(
            columnCount: .adaptive(minimum: 160),
            itemHeight: .dimension { .estimated(estimates[$0 % max(estimates.count, 1)]) })
        waterfall.columnSpacing = 8
        waterfall.interItemSpacing = 12
        var section = LayoutSection(customLayout: waterfall)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        // The header spans the width, so that its title (16 pt in) lines up with the photos.
        section.supplementariesFollowContentInsets = false
        section.decorationItems = [.background(elementKind: backgroundKind)]
        return section
    }

    /// The screen's layout: the photo wall.
    public static func layout(for photos: [Photo] = photos) -> CompositionalLayout {
        CompositionalLayout(section: section(for: photos))
    }
}
