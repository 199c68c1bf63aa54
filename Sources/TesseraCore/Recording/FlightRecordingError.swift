import Foundation

/// Why a recording cannot be read or replayed: a message naming what is wrong and where.
public struct FlightRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the event and field.
    public var message: String

    package init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
