import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Adaptive grids in Apple's layout")
struct AdaptiveGridTranslationTests {
    private func section(minimum: CGFloat) -> LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: .adaptive(minimum: minimum))
        group.interItemSpacing = .fixed(8)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    @Test(arguments: [320.0, 390.0, 768.0, 1024.0])
    func theCountIsFixedForTheProvidersEnvironment(width: CGFloat) throws {
        let environment = LayoutEnvironment(width: width, height: 844)
        let original = section(minimum: 150)
        let translation = CompositionalLayoutTranslation.translate(
            original, features: .iOS(16), environment: environment)
        guard case .section(let translated) = translation.kind else {
            Issue.record("expected a section, got \(translation.kind)")
            return
        }
        // Exact for the environment, which Apple asks the provider again for when it changes.
        #expect(translation.notes.isEmpty)
        // Solved by the engine, the fixed count gives the adaptive group's frames.
        let adaptive = try solve(original, items: 13, environment: environment).allElements()
        let fixed = try solve(translated, items: 13, environment: environment).allElements()
        #expect(LayoutChecks.difference(adaptive, fixed) == nil)
    }

    @Test func withoutAnEnvironmentTheGroupHoldsOneItemAndSaysSo() throws {
        let translation = CompositionalLayoutTranslation.translate(section(minimum: 150), features: .iOS(16))
        guard case .section(let translated) = translation.kind else {
            Issue.record("expected a section, got \(translation.kind)")
            return
        }
        #expect(translation.notes.first?.message.contains("needs the section's environment") == true)
        let cells = try solve(translated, items: 2).allElements().filter { $0.category == .cell }
        #expect(cells.map(\.frame.width) == [358, 358])
    }
}
