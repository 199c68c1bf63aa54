import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// What the layout JSON's writer writes, its reader reads back as the same description: random
/// sections of every serialisable kind (groups nested and repeated, spacing, insets, edge spacing,
/// badges, boundary supplementaries pinned or not, backgrounds, orthogonal scrolling, waterfalls)
/// with random layout-wide configurations are written, read, and written again to the same bytes,
/// and the layouts made of the two descriptions solve to the same frames.
@Suite("Layout JSON round trip")
struct LayoutJSONRoundTripPropertyTests {
    static func configuration(using random: inout SeededRandomNumberGenerator) -> LayoutConfiguration {
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = [0, 12, 20.5].randomElement(using: &random) ?? 0
        configuration.contentInsetsReference =
            ContentInsetsReference.allCases.randomElement(using: &random) ?? .safeArea
        configuration.roundsFramesToPixels = Bool.random(using: &random)
        if Bool.random(using: &random) {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                elementKind: "global-header", alignment: .top, absoluteOffset: CGPoint(x: 0, y: -4))
            header.extendsBoundary = Bool.random(using: &random)
            header.zIndex = 3
            configuration.boundarySupplementaryItems = [header]
        }
        return configuration
    }

    static func section(using random: inout SeededRandomNumberGenerator) -> LayoutSection {
        guard Int.random(in: 0..<5, using: &random) > 0 else {
            var waterfall = WaterfallSectionLayout(
                columnCount: Bool.random(using: &random) ? .fixed(3) : .adaptive(minimum: 120),
                itemHeight: .uniform(Bool.random(using: &random) ? .absolute(90) : .estimated(70)))
            waterfall.columnSpacing = 6
            waterfall.interItemSpacing = [0, 4].randomElement(using: &random) ?? 0
            waterfall.columnBalancing = Bool.random(using: &random) ? .estimatedHeights : .measuredHeights
            var section = LayoutSection(customLayout: waterfall)
            section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            return section
        }
        var section = RandomLayoutRecipe.random(using: &random).section(transposed: false)
        section.supplementariesFollowContentInsets = Bool.random(using: &random)
        section.supplementaryContentInsetsReference =
            ContentInsetsReference.allCases.randomElement(using: &random) ?? .automatic
        return section
    }

    static func written<Description: WritableDescription>(_ description: Description) throws -> String {
        String(decoding: try description.jsonData(), as: UTF8.self)
    }

    @Test func aWrittenLayoutReadsBackAsTheSameLayout() throws {
        for seed in 0..<UInt64(PropertyRuns.count(200)) {
            var random = SeededRandomNumberGenerator(seed: seed)
            let section = Self.section(using: &random)
            let configuration = Self.configuration(using: &random)
            let sectionJSON = try Self.written(SectionDescription(describing: section))
            let configurationJSON = try Self.written(ConfigurationDescription(describing: configuration))
            let readSection = try JSONDecoder().decode(SectionDescription.self, from: Data(sectionJSON.utf8)).value
            let readConfiguration = try JSONDecoder().decode(
                ConfigurationDescription.self, from: Data(configurationJSON.utf8)
            ).value
            #expect(try Self.written(SectionDescription(describing: readSection)) == sectionJSON, "seed \(seed)")
            #expect(readConfiguration == configuration, "seed \(seed): \(configurationJSON)")

            let environment = LayoutEnvironment(width: 390, height: 844)
            let content = LayoutContent(itemCounts: [Int.random(in: 0...40, using: &random), 7])
            let written = CompositionalLayout(section: section, configuration: configuration)
            let read = CompositionalLayout(section: readSection, configuration: readConfiguration)
            switch (
                Result { () throws(LayoutError) in try written.solve(in: environment, content: content) },
                Result { () throws(LayoutError) in try read.solve(in: environment, content: content) }
            ) {
            case (.success(let expected), .success(let solved)):
                let everything = CGRect(origin: .zero, size: expected.contentSize)
                #expect(solved.contentSize == expected.contentSize, "seed \(seed): \(sectionJSON)")
                #expect(
                    solved.elements(in: everything) == expected.elements(in: everything),
                    "seed \(seed): \(sectionJSON)")
            case (.failure(let expected), .failure(let refused)):
                #expect(refused.description == expected.description, "seed \(seed)")
            default:
                Issue.record("seed \(seed): one of the two solved and the other did not: \(sectionJSON)")
            }
        }
    }

    @Test func whatJSONCannotHoldIsNamed() {
        let custom = LayoutGroup.custom(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { _ in [] }
        #expect(throws: UnwritableLayout("a custom group, whose item provider is app code")) {
            try SectionDescription(describing: LayoutSection(group: custom)).jsonData()
        }
        let heights = WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .dimension { .absolute(CGFloat($0)) })
        #expect(throws: UnwritableLayout("a waterfall whose item heights are app code")) {
            try SectionDescription(describing: LayoutSection(customLayout: heights)).jsonData()
        }
        let row = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(.nan)))
        let group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [row]
        )
        #expect(throws: UnwritableLayout("a number JSON cannot hold (not finite)")) {
            try SectionDescription(describing: LayoutSection(group: group)).jsonData()
        }
    }
}
