import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// What Apple's engine is handed refuses the input the description refuses, with the same error,
/// whether it is solved from the check the host chose the engine with (its model's solve leaves
/// the environment and content to the description's validation) or translated section by section.
@Suite("Apple engine model validation")
struct AppleEngineModelValidationTests {
    private static let layout = CompositionalLayout(
        section: LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
                ])))

    /// Inputs the description refuses, for counts the check holds for: a measured size that is not
    /// finite or is negative, an environment whose insets are not finite or whose size is negative.
    private static let refused: [(environment: LayoutEnvironment, content: LayoutContent)] = {
        let counts = [6]
        var infiniteInsets = LayoutChecks.iPhone
        infiniteInsets.safeAreaInsets = DirectionalEdgeInsets(top: .infinity, leading: 0, bottom: 0, trailing: 0)
        var negativeSize = LayoutChecks.iPhone
        negativeSize.container.contentSize = CGSize(width: -1, height: 800)
        return [
            (
                LayoutChecks.iPhone,
                LayoutContent(
                    itemCounts: counts,
                    itemSizes: [IndexPath(item: 2, section: 0): CGSize(width: CGFloat.nan, height: 1)])
            ),
            (
                LayoutChecks.iPhone,
                LayoutContent(
                    itemCounts: counts, itemSizes: [IndexPath(item: 5, section: 0): CGSize(width: 10, height: -3)])
            ),
            (infiniteInsets, LayoutContent(itemCounts: counts)),
            (negativeSize, LayoutContent(itemCounts: counts)),
        ]
    }()

    @Test func bothModelsRefuseWhatTheDescriptionRefuses() {
        let features = CompositionalLayoutFeatures.iOS(17)
        let check = AppleLayoutCheck(
            Self.layout, environment: LayoutChecks.iPhone, itemCounts: [6], features: features)
        let checked = AppleEngineModel(check, features: features)
        let translating = AppleEngineModel(Self.layout, features: features)
        for (index, input) in Self.refused.enumerated() {
            let expected = Self.error { try Self.layout.solve(in: input.environment, content: input.content) }
            #expect(expected != nil, "input \(index) is refused by the description")
            #expect(Self.error { try checked.solve(in: input.environment, content: input.content) } == expected)
            #expect(Self.error { try translating.solve(in: input.environment, content: input.content) } == expected)
        }
    }

    private static func error(_ solve: () throws -> LayoutSolution) -> LayoutError? {
        do {
            _ = try solve()
            return nil
        } catch {
            return error as? LayoutError
        }
    }
}
