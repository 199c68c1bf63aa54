import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `OrthogonalScrollingProperties`: an orthogonal band's deceleration and bounce. Apple's layout
/// takes them from iOS 17, as given; before, they are left out with a note approximated by design
/// (the band keeps Apple's engine). They change no frame.
@Suite("OrthogonalScrollingProperties")
struct OrthogonalScrollingPropertiesTests {
    private static let all: [OrthogonalScrollingProperties] = [
        OrthogonalScrollingProperties.DecelerationRate.automatic, .normal, .fast,
    ].flatMap { rate in
        [OrthogonalScrollingProperties.BounceMode.automatic, .always, .never].map { bounce in
            var properties = OrthogonalScrollingProperties()
            properties.decelerationRate = rate
            properties.bounce = bounce
            return properties
        }
    }

    private func band(_ properties: OrthogonalScrollingProperties) -> LayoutSection {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: size(.absolute(150), .absolute(100)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = .continuous
        section.orthogonalScrollingProperties = properties
        return section
    }

    private func translated(_ translation: SectionTranslation) -> LayoutSection? {
        guard case .section(let section) = translation.kind else { return nil }
        return section
    }

    @Test func theDefaultIsAutomaticAndNeedsNoNote() {
        #expect(OrthogonalScrollingProperties().decelerationRate == .automatic)
        #expect(OrthogonalScrollingProperties().bounce == .automatic)
        #expect(
            CompositionalLayoutTranslation.translate(band(OrthogonalScrollingProperties()), features: .iOS(15)).notes
                .isEmpty)
    }

    @Test(arguments: all)
    func iOS17TakesThePropertiesAsGiven(_ properties: OrthogonalScrollingProperties) {
        let translation = CompositionalLayoutTranslation.translate(band(properties), features: .iOS(17))
        #expect(translation.notes.isEmpty)
        #expect(translated(translation)?.orthogonalScrollingProperties == properties)
    }

    @Test(arguments: all.filter { $0 != OrthogonalScrollingProperties() })
    func earlierSystemsLeaveThemOutWithANoteApprovedByDesign(_ properties: OrthogonalScrollingProperties) {
        let translation = CompositionalLayoutTranslation.translate(band(properties), features: .iOS(16))
        #expect(translated(translation)?.orthogonalScrollingProperties == OrthogonalScrollingProperties())
        #expect(translation.notes.map(\.path) == ["section"])
        #expect(translation.notes.allSatisfy { $0.isApproximatedByDesign })
        #expect(translation.isExact)
    }

    @Test(arguments: all)
    func theyChangeNoFrame(_ properties: OrthogonalScrollingProperties) throws {
        let plain = try solve(band(OrthogonalScrollingProperties()), items: 5)
        let withProperties = try solve(band(properties), items: 5)
        expectFrames(LayoutChecks.cellFrames(withProperties), LayoutChecks.cellFrames(plain))
        #expect(withProperties.contentSize == plain.contentSize)
    }
}
