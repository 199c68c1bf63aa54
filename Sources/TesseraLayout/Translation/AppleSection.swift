import Foundation

/// What Apple's compositional layout is given for one section of a ``CompositionalLayout``: the
/// core's answer to TesseraUIKit's section provider, and what the headless host solves with
/// Tessera's engine in its place (``model``), so that a Linux test lays out what the device does.
///
/// Every section is checked by Tessera's own validation before Apple sees it: a section Tessera's
/// engine refuses — and the `nil` a section provider returns for a section with items — is never
/// handed to Apple, which asserts on them; an empty section stands in for it
/// (``standIn(itemCount:scale:)``) and the refusal is reported (``failures``).
package struct AppleSection: Sendable {
    /// What Apple is handed.
    package enum Content: Sendable {
        /// The translated section.
        case translation(SectionTranslation)
        /// No section: the provider gave none for a section without items, which Apple replaces
        /// with an empty section of its own (a `nil` answer).
        case empty
        /// A section that shows none of its items, in place of one that was refused.
        case standIn(LayoutSection)
    }

    /// What Apple is handed.
    package var content: Content
    /// What the collection view reports through its failure channel: refusals and the
    /// approximations made by design, each a sentence naming the section.
    package var failures: [String] = []
    /// Why Apple's engine would not show the section as Tessera's engine does (the translation's
    /// notes other than approximations made by design); a layout with any runs on Tessera's engine.
    package var inexactness: [String] = []
    /// Whether what Apple is handed depends on the section's item count (a custom section's frames).
    package var dependsOnItemCount = false
    /// The description Tessera's engine solves for what Apple is handed; `nil` for no section.
    package var model: LayoutSection?
    /// The section's item count and the display scale, for a stand-in.
    private var itemCount = 0, scale: CGFloat = 0

    package init(content: Content, model: LayoutSection?, itemCount: Int = 0, scale: CGFloat = 0) {
        self.content = content
        self.model = model
        self.itemCount = itemCount
        self.scale = scale
    }

    /// What Apple is handed when a section it would not show exactly (``inexactness``) must not
    /// be shown approximated — on a layout Tessera installed, until the collection view has chosen
    /// its engine again, for an environment or counts the last choice did not see —: an empty
    /// section stands in for it, so that Apple's engine shows a section exactly or not at all.
    ///
    /// - Complexity: O(1), or O(min(*n*, 10,000)) for a stand-in of *n* items.
    package func handedContent(showingApproximations: Bool) -> Content {
        guard !showingApproximations, !inexactness.isEmpty else { return content }
        return .standIn(Self.standIn(itemCount: itemCount, scale: scale))
    }

    /// The section shown in place of a refused one: a custom group one pixel tall holding up to
    /// 10,000 items, each at an empty frame, so that the section shows nothing but takes every
    /// item, and that Apple accepts (a group of no height, or with no subitem, it refuses).
    ///
    /// - Complexity: O(min(*n*, 10,000)) for *n* items.
    package static func standIn(itemCount: Int, scale: CGFloat) -> LayoutSection {
        let perGroup = min(max(itemCount, 1), 10_000)
        let items = [LayoutGroupCustomItem](filling: LayoutGroupCustomItem(frame: .zero), count: perGroup)
        return LayoutSection(
            group: .custom(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .absolute(DimensionResolver(scale: scale).pixel)),
                itemProvider: { _ in items }))
    }

    /// A refused section: the stand-in, and the sentence that reports it.
    package static func refused(index: Int, itemCount: Int, scale: CGFloat, because reason: String) -> AppleSection {
        let standIn = standIn(itemCount: itemCount, scale: scale)
        var refused = AppleSection(content: .standIn(standIn), model: standIn)
        refused.failures = [
            "section \(index) is not handed to Apple's compositional layout, which would raise an exception or log an error on it: \(reason); an empty section stands in for it"
        ]
        return refused
    }
}
