import Foundation

/// Something a translation to Apple's compositional layout could not carry over exactly: what
/// was approximated or left out, and where.
///
/// A layout whose translation has a note runs on Tessera's engine instead
/// (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`), unless the note is one of the
/// approximations made by design (``isApproximatedByDesign``), which stay on Apple's engine and
/// are reported through the collection view's failure channel.
public struct TranslationNote: Sendable, Hashable, CustomStringConvertible {
    /// Where in the description: `section`, `section.group.subitems[1]`, `configuration`…
    public var path: String
    /// What was done, in a sentence.
    public var message: String
    /// Whether Apple's engine keeps the layout although it approximates this part (what Tessera's
    /// engine would lose instead is worth more: the orthogonal scrolling properties of iOS 17,
    /// left out before, where Tessera's engine would not scroll the band at all).
    public internal(set) var isApproximatedByDesign = false

    /// A note about a part of the description.
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// A note about an approximation Apple's engine keeps the layout with.
    init(path: String, approximatedByDesign message: String) {
        self.path = path
        self.message = message
        isApproximatedByDesign = true
    }

    public var description: String { "\(path): \(message)" }
}
