import Foundation

/// Something a translation to Apple's compositional layout could not carry over exactly: what
/// was approximated or left out, and where.
public struct TranslationNote: Sendable, Hashable, CustomStringConvertible {
    /// Where in the description: `section`, `section.group.subitems[1]`, `configuration`…
    public var path: String
    /// What was done, in a sentence.
    public var message: String

    /// A note about a part of the description.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
