import Foundation
import Tessera

/// List style 5 — a journey summary described with the screen builder: a card of times, the route
/// as a timeline, passengers separated by lines, and named vertical spaces between them.
public enum JourneyScreen {
    /// A journey.
    public struct Journey: Sendable {
        public var from: String
        public var to: String
        public var date: String
        public var departure: String
        public var arrival: String
        public var duration: String
        public var stops: [(time: String, place: String)]
        public var passengers: [String]

        public init(
            from: String, to: String, date: String, departure: String, arrival: String, duration: String,
            stops: [(time: String, place: String)], passengers: [String]
        ) {
            self.from = from
            self.to = to
            self.date = date
            self.departure = departure
            self.arrival = arrival
            self.duration = duration
            self.stops = stops
            self.passengers = passengers
        }
    }

    /// The screen's colour behind its rows and cards: the grouped background, on which the card of
    /// times stands out as an inset-grouped section does.
    public static let background = ConfigurationColor.systemGroupedBackground

    public static let sample = Journey(
        from: "Paris", to: "Lyon", date: "Saturday 21 November",
        departure: "08:12", arrival: "10:08", duration: "1 h 56",
        stops: [("08:12", "Paris Gare de Lyon"), ("09:14", "Le Creusot"), ("10:08", "Lyon Part-Dieu")],
        passengers: ["Ada Lovelace", "Alan Turing"]
    )

    /// The screen.
    public static func data(for journey: Journey = sample) -> ScreenDescription {
        ScreenDescription {
            ScreenSection("summary") {
                ScreenRow(TitleCellModel("\(journey.from) → \(journey.to)"))
                ScreenRow(TextCellModel(journey.date))
                ScreenSpace(.large)
                CardBlock {
                    ScreenRow(KeyValueCellModel("Departure", journey.departure), id: "departure")
                    ScreenRow(KeyValueCellModel("Arrival", journey.arrival), id: "arrival")
                    ScreenRow(KeyValueCellModel("Duration", journey.duration), id: "duration")
                }
            }
            ScreenSection("route") {
                ScreenRow(TitleCellModel("Route", isLarge: false))
                ScreenSpace(.medium)
                TimelineBlock {
                    for stop in journey.stops {
                        ScreenRow(StopCellModel(time: stop.time, place: stop.place), id: stop.place)
                    }
                }
            }
            ScreenSection("passengers") {
                ScreenRow(TitleCellModel("Passengers", isLarge: false))
                ScreenSpace(.small)
                Separated {
                    for passenger in journey.passengers {
                        ScreenRow(
                            IconTextCellModel(icon: "person.crop.circle", title: passenger, subtitle: "Seat reserved"),
                            id: passenger)
                    }
                }
                ScreenSpace(.huge)
                ScreenRow(ButtonCellModel("Download tickets"))
            }
        }
    }
}
