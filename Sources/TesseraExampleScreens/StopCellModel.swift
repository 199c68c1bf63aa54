import Foundation
import Tessera

/// A stop of a journey timeline: a time and a place. A catalog cell model of the journey screen's
/// own, as an app adds one (`CatalogCellModel`).
public struct StopCellModel: CatalogCellModel {
    /// When the journey stops there.
    public var time: String
    /// Where it stops.
    public var place: String
    /// A stop of a timeline.
    public init(time: String, place: String) {
        self.time = time
        self.place = place
    }
    /// Estimated at 52 pt; the cell measures its content.
    public var height: LayoutDimension { .estimated(52) }
    /// What the cell shows.
    public var content: ListContentConfiguration {
        ListContentConfiguration(style: .subtitleCell, text: place, secondaryText: time)
    }
}
