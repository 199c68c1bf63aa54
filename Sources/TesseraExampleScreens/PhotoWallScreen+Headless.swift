import Foundation
import Tessera

/// The photo wall on the headless collection view, through a diffable data source.
extension PhotoWallScreen {
    /// A photo's cell: a landscape in the photo's tint standing in for the picture (a sky, a sun,
    /// two hills and the ground, on a tile with corners of 10 points) and the photo's title on the
    /// ground, drawn through ``DrawableContent``.
    public final class HeadlessPhotoCell: HeadlessCell, DrawableContent {
        /// The photo shown.
        public var photo: Photo?

        public required init() {}

        public override var contentDescription: String { photo?.title ?? "" }

        /// The landscape, and the title in white in the subheadline style, 8 points from the bottom
        /// and leading edges. The hills stay clear of the tile's rounded bottom corners, which the
        /// ground's own corners round.
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            guard let photo else { return [] }
            let (width, height) = (bounds.width, bounds.height)
            let lineHeight = SystemFont(.subheadline, contentSizeCategory: preferredContentSizeCategory).lineHeight
            let horizon = height * 0.65
            func disc(x: CGFloat, y: CGFloat, radius: CGFloat) -> CGRect {
                CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)
            }
            let sun = disc(x: width * 0.74, y: height * 0.28, radius: min(width, height) * 0.09)
            let farHill = disc(x: width * 0.68, y: horizon, radius: width * 0.2)
            let nearHill = disc(x: width * 0.35, y: horizon, radius: width * 0.25)
            // The ground: square at the horizon, rounded at the tile's bottom corners (a rounded
            // strip under a square one that hides its upper corners).
            let ground = CGRect(x: 0, y: horizon, width: width, height: max(0, height - horizon - 10))
            let groundEdge = CGRect(x: 0, y: height - 20, width: width, height: 20)
            let title = CGRect(
                x: 8, y: max(0, height - 8 - lineHeight), width: max(0, width - 16), height: lineHeight)
            return [
                .fill(bounds, color: photo.shade(0.25), cornerRadius: 10),
                .fill(sun, color: photo.shade(0.7), cornerRadius: sun.width / 2),
                .fill(farHill, color: photo.shade(-0.1), cornerRadius: farHill.width / 2),
                .fill(nearHill, color: photo.shade(-0.22), cornerRadius: nearHill.width / 2),
                .fill(groundEdge, color: photo.shade(-0.4), cornerRadius: 10),
                .fill(ground, color: photo.shade(-0.4)),
                .text(
                    photo.title, frame: title, style: .subheadline, color: .rgb(red: 255, green: 255, blue: 255),
                    lineLimit: 1),
            ]
        }
    }

    /// The screen on a headless collection view of a size: the photos under a pinned "Photos"
    /// header on the section's background.
    ///
    /// - Throws: `SnapshotError` if the photos repeated an identifier.
    /// - Complexity: that of the first layout pass.
    @MainActor
    public static func headless(
        photos: [Photo] = photos, size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws(SnapshotError) -> HeadlessScreen {
        let cell = CellRegistration<HeadlessPhotoCell, Photo> { cell, _, photo in cell.photo = photo }
        let header = HeadlessScreen.titleRegistration(elementKind: headerKind, style: .plainHeader) { _ in "Photos" }
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
