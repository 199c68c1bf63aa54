import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `TranslationNote`: what a translation to Apple's layout could not carry over, and where. A note
/// makes the translation inexact (the layout runs on Tessera's engine), unless it is an
/// approximation made by design.
@Suite("TranslationNote")
struct TranslationNoteTests {
    private func section() -> LayoutSection {
        let tile = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 80)))
        return LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(80)), subitems: [tile]))
    }

    @Test func aNoteNamesThePartItConcernsAndMakesTheTranslationInexact() throws {
        var section = section()
        section.supplementaryContentInsetsReference = .safeArea
        let translation = CompositionalLayoutTranslation.translate(section, features: .iOS(15))
        #expect(translation.notes.map(\.path).sorted() == ["section", "section.group.subitems[0]"])
        #expect(translation.notes.allSatisfy { !$0.isApproximatedByDesign })
        #expect(!translation.isExact)
        let reference = try #require(translation.notes.first { $0.path == "section" })
        #expect(reference.message.contains("supplementaryContentInsetsReference"))
        #expect(reference.description == "section: \(reference.message)")
        // On iOS 17 both are carried over: no note.
        #expect(CompositionalLayoutTranslation.translate(section, features: .iOS(17)).notes.isEmpty)
    }

    @Test func anApproximationByDesignKeepsTheTranslationExact() {
        var band = LayoutSection(
            group: .horizontal(
                layoutSize: size(.absolute(150), .absolute(100)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        band.orthogonalScrollingBehavior = .continuous
        band.orthogonalScrollingProperties.decelerationRate = .fast
        let translation = CompositionalLayoutTranslation.translate(band, features: .iOS(16))
        #expect(translation.notes.count == 1)
        #expect(translation.notes.first?.isApproximatedByDesign == true)
        #expect(translation.isExact)
    }

    @Test func notesWithTheSamePathAndMessageAreEqual() {
        let note = TranslationNote(path: "section", message: "left out")
        #expect(note == TranslationNote(path: "section", message: "left out"))
        #expect(note != TranslationNote(path: "configuration", message: "left out"))
        #expect(note.description == "section: left out")
    }
}
