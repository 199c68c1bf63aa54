import Foundation
import Tessera

/// The photo wall on the headless collection view, through a diffable data source.
extension PhotoWallScreen {
    /// A photo's cell: a landscape in the photo's tint standing in for the picture (a sky, a sun,
    /// two hills and the ground, on a tile with corners of 10 points), as tall as the photo's ratio
    /// makes it, and the photo's title under it, wrapped on as many lines as the text size needs —
    /// never over the picture, never cut — drawn through ``DrawableContent``. The cell measures
    /// itself (``PhotoWallScreen/itemHeight(of:width:contentSizeCategory:)``).
    public final class HeadlessPhotoCell: HeadlessCell, DrawableContent {
        /// The photo shown.
        public var photo: Photo?

        public required init() {}

        public override var contentDescription: String { photo?.title ?? "" }

        /// The photo and its caption's height at the width the layout gives.
        public override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
            -> LayoutAttributes
        {
            guard let photo, layoutAttributes.selfSizingAxes.contains(.vertical) else {
                return super.preferredLayoutAttributesFitting(layoutAttributes)
            }
            var preferred = layoutAttributes
            preferred.frame.size.height = PhotoWallScreen.itemHeight(
                of: photo, width: layoutAttributes.frame.width, contentSizeCategory: preferredContentSizeCategory)
            return preferred
        }

        /// The landscape at the top, as wide as the cell; the title under it in the label colour,
        /// in the caption style, from the leading edge. The hills stay clear of the tile's rounded
        /// bottom corners, which the ground's own corners round.
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            guard let photo else { return [] }
            let width = bounds.width
            let height = min(bounds.height, PhotoWallScreen.photoHeight(of: photo, width: width))
            let horizon = height * 0.65
            func disc(x: CGFloat, y: CGFloat, radius: CGFloat) -> CGRect {
                CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)
            }
            let picture = CGRect(x: 0, y: 0, width: width, height: height)
            let sun = disc(x: width * 0.74, y: height * 0.28, radius: min(width, height) * 0.09)
            // Hills no deeper than the ground, so that they stay inside the picture.
            let farHill = disc(x: width * 0.68, y: horizon, radius: min(width * 0.2, height - horizon))
            let nearHill = disc(x: width * 0.35, y: horizon, radius: min(width * 0.25, height - horizon))
            // The ground: square at the horizon, rounded at the picture's bottom corners (a rounded
            // strip under a square one that hides its upper corners).
            let ground = CGRect(x: 0, y: horizon, width: width, height: max(0, height - horizon - 10))
            let groundEdge = CGRect(x: 0, y: max(horizon, height - 20), width: width, height: min(20, height - horizon))
            let caption = CGRect(
                x: 0, y: height + PhotoWallScreen.captionSpacing, width: width,
                height: max(0, bounds.height - height - PhotoWallScreen.captionSpacing))
            return [
                .fill(picture, color: photo.shade(0.25), cornerRadius: 10),
                .fill(sun, color: photo.shade(0.7), cornerRadius: sun.width / 2),
                .fill(farHill, color: photo.shade(-0.1), cornerRadius: farHill.width / 2),
                .fill(nearHill, color: photo.shade(-0.22), cornerRadius: nearHill.width / 2),
                .fill(groundEdge, color: photo.shade(-0.4), cornerRadius: 10),
                .fill(ground, color: photo.shade(-0.4)),
                .text(photo.title, frame: caption, style: PhotoWallScreen.captionStyle, color: .label),
            ]
        }
    }

    /// The screen on a headless collection view of a size: the photos under a pinned "Photos"
    /// header, both on the section's background.
    ///
    /// - Throws: `SnapshotError` if the photos repeated an identifier.
    /// - Complexity: that of the first layout pass.
    @MainActor
    public static func headless(
        photos: [Photo] = photos, size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws(SnapshotError) -> HeadlessScreen {
        let cell = CellRegistration<HeadlessPhotoCell, Photo> { cell, _, photo in cell.photo = photo }
        // The pinned header on the section's background, so that the photos scroll under it
        // rather than behind its title.
        let header = SupplementaryRegistration<HeadlessCell>(elementKind: headerKind) { view, _, _ in
            view.contentConfiguration = ListContentConfiguration(style: .plainHeader, text: "Photos")
            view.backgroundConfiguration = BackgroundConfiguration(backgroundColor: .secondarySystemBackground)
        }
        return HeadlessScreen.diffable(
            size: size, layoutDirection: layoutDirection, layout: layout(for: photos), cell: cell,
            supplementaries: [headerKind: header], snapshot: try Snapshot<Int, Photo>([(0, photos)]))
    }
}

extension PhotoWallScreen.Photo {
    /// A muted tint for the photo's placeholder, one of six by its identifier.
    public var tint: ConfigurationColor { shade(0) }

    /// The photo's tint lightened towards white (`amount` above 0) or darkened towards black
    /// (below 0), by that share of the way.
    ///
    /// - Complexity: O(1).
    public func shade(_ amount: Double) -> ConfigurationColor {
        let tints: [(Double, Double, Double)] = [
            (94, 129, 172), (163, 190, 140), (208, 135, 112), (180, 142, 173), (136, 192, 208), (191, 160, 96),
        ]
        let tint = tints[abs(id) % tints.count]
        let amount = min(max(amount, -1), 1)
        func mixed(_ component: Double) -> UInt8 {
            let target: Double = amount > 0 ? 255 : 0
            return UInt8((component + (target - component) * abs(amount)).rounded())
        }
        return .rgb(red: mixed(tint.0), green: mixed(tint.1), blue: mixed(tint.2))
    }
}
