import Foundation
import Tessera

/// A photo wall: a waterfall of photos in as many columns as fit at 160 points, each as tall as its
/// aspect ratio makes it, under a pinned header on a background — the layout written through
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

    /// The waterfall section: adaptive columns, 8 points apart, items as tall as their ratio.
    ///
    /// - Complexity: O(1); solving places each photo once.
    public static func section(for photos: [Photo] = photos) -> LayoutSection {
        let ratios = photos.map(\.aspectRatio)
        var waterfall = WaterfallSectionLayout(
            columnCount: .adaptive(minimum: 160),
            itemHeight: .aspectRatio { CGFloat(ratios[$0 % max(ratios.count, 1)]) })
        waterfall.columnSpacing = 8
        waterfall.interItemSpacing = 8
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
