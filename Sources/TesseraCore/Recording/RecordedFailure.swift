import Foundation

/// A failure Tessera reported, as recorded: its kind and its message (UIKit's wording, which names
/// index paths, never content).
package struct RecordedFailure: Hashable, Sendable, Codable {
    /// ``CollectionViewError/Kind``'s case name.
    package var kind: String
    package var message: String

    package init(_ failure: CollectionViewError) {
        kind = Self.name(of: failure.kind)
        message = failure.messageWithoutHint
    }

    /// What a repeat of the same failure has in common with it (``CollectionViewError/repeatKey``).
    package var repeatKey: String? {
        Self.kinds[kind].map { CollectionViewError($0, message).repeatKey }
    }

    private static let kinds: [String: CollectionViewError.Kind] = [
        "unregisteredReuseIdentifier": .unregisteredReuseIdentifier, "invalidView": .invalidView,
        "invalidUpdate": .invalidUpdate, "outOfRange": .outOfRange, "dataSource": .dataSource, "layout": .layout,
        "invalidCall": .invalidCall,
    ]

    private static func name(of kind: CollectionViewError.Kind) -> String {
        kinds.first { $0.value == kind }?.key ?? "\(kind)"
    }

    func validate(_ path: String) throws(FlightRecordingError) {
        guard Self.kinds[kind] != nil else {
            throw FlightRecordingError(
                "\(path): \"kind\" \"\(kind.prefix(40))\" is not one of \(Self.kinds.keys.sorted().joined(separator: ", "))"
            )
        }
        guard message.utf8.count <= FlightRecording.maximumMessageLength else {
            throw FlightRecordingError(
                "\(path): a message is at most \(FlightRecording.maximumMessageLength) bytes")
        }
    }
}
