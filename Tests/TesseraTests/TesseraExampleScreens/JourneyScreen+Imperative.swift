import Foundation
import Tessera
import TesseraExampleScreens

extension JourneyScreen {
    /// The journey screen built with the imperative builder the declarative form compiles to: the
    /// two must give the same screen.
    static func imperativeData(for journey: Journey = sample) -> ScreenDescription {
        ScreenDescription(sections: [
            SectionDescriptor(id: "summary") { builder in
                builder.add(cell: TitleCellModel("\(journey.from) → \(journey.to)"))
                builder.add(cell: TextCellModel(journey.date))
                builder.add(verticalSpace: .large)
                builder.startDecorationBlock(.card)
                builder.add(cell: KeyValueCellModel("Departure", journey.departure), id: "departure")
                builder.add(cell: KeyValueCellModel("Arrival", journey.arrival), id: "arrival")
                builder.add(cell: KeyValueCellModel("Duration", journey.duration), id: "duration")
                builder.endDecorationBlock()
            },
            SectionDescriptor(id: "route") { builder in
                builder.add(cell: TitleCellModel("Route", isLarge: false))
                builder.add(verticalSpace: .medium)
                builder.startDecorationBlock(.timeline)
                for stop in journey.stops {
                    builder.add(cell: StopCellModel(time: stop.time, place: stop.place), id: stop.place)
                }
                builder.endDecorationBlock()
            },
            SectionDescriptor(id: "passengers") { builder in
                builder.add(cell: TitleCellModel("Passengers", isLarge: false))
                builder.add(verticalSpace: .small)
                builder.startDecorationBlock(.separators)
                for passenger in journey.passengers {
                    builder.add(
                        cell: IconTextCellModel(
                            icon: "person.crop.circle", title: passenger, subtitle: "Seat reserved"), id: passenger)
                }
                builder.endDecorationBlock()
                builder.add(verticalSpace: .huge)
                builder.add(cell: ButtonCellModel("Download tickets"))
            },
        ])
    }
}
