import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Translation to Apple's compositional layout")
struct CompositionalLayoutFeaturesTests {
    private func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
        LayoutItem(layoutSize: size(width, height))
    }

    @Test func featuresFollowTheOSVersion() {
        #expect(CompositionalLayoutFeatures.iOS(15).isEmpty)
        #expect(CompositionalLayoutFeatures.iOS(16) == [.repeatingSubitemCount, .supplementaryContentInsetsReference])
        #expect(CompositionalLayoutFeatures.iOS(18).contains(.uniformAcrossSiblings))
        #expect(CompositionalLayoutFeatures.iOS(17).contains(.orthogonalScrollingProperties))
    }

    @Test func plainSectionTranslatesOneToOne() throws {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)),
                subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let translation = CompositionalLayoutTranslation.translate(section, features: .iOS(15))
        #expect(translation.notes.isEmpty)
        guard case .section(let translated) = translation.kind else {
            Issue.record("expected a section, got \(translation.kind)")
            return
        }
        #expect(translated.orthogonalScrollingBehavior == .groupPaging)
        #expect(translated.contentInsets == section.contentInsets)
        #expect(translated.group.layoutSize == section.group.layoutSize)
        #expect(translated.group.subitems.count == 1)
    }

    @Test func uniformAcrossSiblingsFallsBackToEstimatedBefore17() throws {
        let tile = item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 80))
        let section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(80)), subitems: [tile]))
        let old = CompositionalLayoutTranslation.translate(section, features: .iOS(16))
        #expect(old.notes.map(\.path) == ["section.group.subitems[0]"])
        guard case .section(let translated) = old.kind, case .item(let translatedItem) = translated.group.subitems[0]
        else {
            Issue.record("expected a section with an item")
            return
        }
        #expect(translatedItem.layoutSize.heightDimension == .estimated(80))
        let new = CompositionalLayoutTranslation.translate(section, features: .iOS(17))
        #expect(new.notes.isEmpty)
    }

    @Test func repeatingCountNeedsIOS16() throws {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            repeatingSubitem: item(.absolute(60), .fractionalHeight(1)), count: 3)
        let section = LayoutSection(group: group)
        let old = CompositionalLayoutTranslation.translate(section, features: .iOS(15))
        #expect(old.notes.count == 1)
        #expect(old.notes.first?.description.hasPrefix("section.group: repeatingSubitem:count: needs iOS 16") == true)
        guard case .section(let translated) = old.kind else {
            Issue.record("expected a section")
            return
        }
        #expect(translated.group.repetition == .countForcingFraction(3))
        guard case .section(let current) = CompositionalLayoutTranslation.translate(section, features: .iOS(16)).kind
        else {
            Issue.record("expected a section")
            return
        }
        #expect(current.group.repetition == .count(3))
    }

    /// `supplementariesFollowContentInsets`, deprecated in iOS 16 but still honoured, is carried
    /// as it is on every release: it is not the same as `supplementaryContentInsetsReference`,
    /// which is the reference for the supplementaries' own insets, and Tessera's engine keeps the
    /// two apart.
    @Test func supplementariesFollowingTheContentInsetsIsCarriedAsItIs() throws {
        var section = LayoutSection(
            group: .vertical(
                layoutSize: size(.fractionalWidth(1), .absolute(44)),
                subitems: [item(.fractionalWidth(1), .absolute(44))]))
        section.supplementariesFollowContentInsets = false
        for release in [15, 16, 17] {
            let translation = CompositionalLayoutTranslation.translate(section, features: .iOS(release))
            guard case .section(let translated) = translation.kind else {
                Issue.record("expected a section")
                return
            }
            #expect(translation.notes.isEmpty, "iOS \(release)")
            #expect(translated.supplementaryContentInsetsReference == .automatic, "iOS \(release)")
            #expect(!translated.supplementariesFollowContentInsets, "iOS \(release)")
        }
    }

    @Test func orthogonalPropertiesNeedIOS17() {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: size(.absolute(200), .absolute(100)),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .continuous
        section.orthogonalScrollingProperties.bounce = .never
        let before17 = CompositionalLayoutTranslation.translate(section, features: .iOS(16))
        #expect(before17.notes.count == 1)
        // Approximated by design: Tessera's engine would not scroll the band at all.
        #expect(before17.notes.allSatisfy { $0.isApproximatedByDesign })
        #expect(before17.isExact)
        #expect(CompositionalLayoutTranslation.translate(section, features: .iOS(17)).notes.isEmpty)
    }

    @Test func listSectionsBecomeAppleListsWithNotesForTesseraOnlySettings() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let plain = LayoutSection.list(using: configuration, layoutEnvironment: LayoutChecks.iPhone)
        let translation = CompositionalLayoutTranslation.translate(
            plain, features: .iOS(15), environment: LayoutChecks.iPhone)
        #expect(translation.notes.isEmpty)
        guard case .list(let list) = translation.kind else {
            Issue.record("expected a list, got \(translation.kind)")
            return
        }
        #expect(list == configuration)

        configuration.rowHeight = 60
        configuration.metrics.insetMargin = 12
        let custom = LayoutSection.list(using: configuration, layoutEnvironment: LayoutChecks.iPhone)
        let customTranslation = CompositionalLayoutTranslation.translate(
            custom, features: .iOS(18), environment: LayoutChecks.iPhone)
        #expect(customTranslation.notes.count == 2)
        #expect(!customTranslation.isExact)
        // Without the provider's environment, what was changed on the list cannot be found.
        #expect(!CompositionalLayoutTranslation.translate(plain, features: .iOS(15)).isExact)
    }

    @Test func configurationNotes() {
        var configuration = LayoutConfiguration()
        configuration.roundsFramesToPixels = false
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 30)), elementKind: "banner",
                alignment: .top)
        ]
        let (translated, notes) = CompositionalLayoutTranslation.translate(configuration, features: .iOS(15))
        #expect(notes.count == 2)
        #expect(translated.roundsFramesToPixels)
        #expect(translated.boundarySupplementaryItems[0].layoutSize.heightDimension == .estimated(30))
    }
}
