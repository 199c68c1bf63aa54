import Foundation
import Tessera

/// The photo wall on the headless collection view, through a diffable data source.
extension PhotoWallScreen {
    /// A photo's cell: a tile in the photo's tint with a photo placeholder in its middle and the
    /// title at its bottom, drawn through ``DrawableContent``.
    public final class HeadlessPhotoCell: HeadlessCell, DrawableContent {
        /// The photo shown.
        public var photo: Photo?

        public required init() {}

        public override var contentDescription: String { photo?.title ?? "" }

        /// The tile (corners of 10 points), a 32-point "photo" image in its middle and the title in
        /// the subheadline style, 8 points from the bottom and leading edges.
        public func drawing(in bounds: CGRect) -> [DrawingElement] {
            guard let photo else { return [] }
            let lineHeight = SystemFont(.subheadline, contentSizeCategory: preferredContentSizeCategory).lineHeight
            let image = CGRect(x: bounds.midX - 16, y: bounds.midY - 16, width: 32, height: 32)
            let title = CGRect(
                x: 8, y: max(0, bounds.height - 8 - lineHeight), width: max(0, bounds.width - 16), height: lineHeight)
            return [
                .fill(bounds, color: photo.tint, cornerRadius: 10),
                .image("photo", frame: image, color: .rgb(red: 255, green: 255, blue: 255)),
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
    /// A muted tint for the photo's placeholder tile, one of six by its identifier.
    public var tint: ConfigurationColor {
        let tints: [ConfigurationColor] = [
            .rgb(red: 94, green: 129, blue: 172), .rgb(red: 163, green: 190, blue: 140),
            .rgb(red: 208, green: 135, blue: 112), .rgb(red: 180, green: 142, blue: 173),
            .rgb(red: 136, green: 192, blue: 208), .rgb(red: 191, green: 160, blue: 96),
        ]
        return tints[abs(id) % tints.count]
    }
}
