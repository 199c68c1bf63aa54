import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Apple's engine where Apple has one: the core decides, for every description, which engine
/// TesseraUIKit installs, and what Tessera's engine does not offer on iOS.
@Suite("Layout engine choice")
struct TesseraLayoutEngineTests {
    @Test func compositionalLayoutsRunOnApplesEngineByDefault() {
        let compositional: any CollectionLayout = TestLayouts.rows()
        #expect(TesseraLayoutEngine.automatic.laysOutWithAppleCompositionalLayout(compositional))
        #expect(!TesseraLayoutEngine.tessera.laysOutWithAppleCompositionalLayout(compositional))
    }

    @Test func whatApplesEngineCannotExpressRunsOnTesserasEngine() {
        let stacked: any CollectionLayout = StackedLayout(sections: [])
        let flow: any CollectionLayout = FlowLayout()
        for layout in [stacked, flow] {
            #expect(!TesseraLayoutEngine.automatic.laysOutWithAppleCompositionalLayout(layout), "\(type(of: layout))")
        }
    }

    /// A band on Tessera's engine is reported, by section; a layout without one is not.
    @Test func orthogonalSectionsAreNotOfferedOnTesserasEngine() throws {
        let size = LayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(80))
        var orthogonal = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        orthogonal.orthogonalScrollingBehavior = .continuous
        let band = orthogonal
        let list = TestLayouts.rows()
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let rows = LayoutSection(group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        let layout = CompositionalLayout { index, _ in index == 1 ? band : rows }
        let solution = try layout.solve(
            in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [3, 10, 3]))
        #expect(solution.featuresTesseraEngineDoesNotOfferOnIOS.count == 1)
        #expect(
            solution.featuresTesseraEngineDoesNotOfferOnIOS.first?.hasPrefix("sections 1 scroll orthogonally") == true)
        let plain = try list.solve(
            in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [3]))
        #expect(plain.featuresTesseraEngineDoesNotOfferOnIOS.isEmpty)
    }
}

/// What Tessera's engine does not offer on iOS is said once, from the core: swipe actions a data
/// source offers.
@Suite("Swipe actions on Tessera's engine")
@MainActor
struct SwipeActionsOnTesserasEngineTests {
    @Test func aDataSourceWithSwipeActionsSaysSo() throws {
        let view = TestViews.headless(height: 844)
        let dataSource = TestDataSources.numbers(on: view)
        #expect(!dataSource.offersSwipeActions)
        #expect(dataSource.swipeActionsNotOfferedOnTesseraEngine == nil)
        dataSource.trailingSwipeActionsProvider = { _ in
            SwipeActionsConfiguration(actions: [SwipeAction(style: .destructive, title: "Delete") { $0(true) }])
        }
        #expect(dataSource.offersSwipeActions)
        #expect(dataSource.swipeActionsNotOfferedOnTesseraEngine?.contains("not offer on iOS") == true)
    }
}

/// VoiceOver's move actions follow the layout's axis and direction, in the user's language.
@Suite("Accessibility move action names")
struct AccessibilityMoveActionNamesTests {
    @Test func namesFollowTheAxisAndTheDirection() {
        let vertical = AccessibilityMoveActionNames.builtIn(axis: .vertical, direction: .leftToRight, languages: ["en"])
        #expect(
            [vertical.towardStart, vertical.towardEnd, vertical.toStart, vertical.toEnd] == [
                "Move up", "Move down", "Move to top", "Move to bottom",
            ])
        let horizontal = AccessibilityMoveActionNames.builtIn(
            axis: .horizontal, direction: .leftToRight, languages: ["en-GB"])
        #expect([horizontal.towardStart, horizontal.towardEnd] == ["Move left", "Move right"])
        let mirrored = AccessibilityMoveActionNames.builtIn(
            axis: .horizontal, direction: .rightToLeft, languages: ["en"])
        #expect([mirrored.towardStart, mirrored.towardEnd] == ["Move right", "Move left"])
    }

    @Test func namesAreInTheFirstLanguageTesseraCarries() {
        func up(_ languages: [String]) -> String {
            AccessibilityMoveActionNames.builtIn(axis: .vertical, direction: .leftToRight, languages: languages)
                .towardStart
        }
        #expect(up(["fr-CA", "en"]) == "Déplacer vers le haut")
        #expect(up(["gsw", "de-CH"]) == "Nach oben bewegen")
        #expect(up(["zh-Hans-CN"]) == "上移")
        #expect(up(["zh-Hant-TW", "ja"]) == "上に移動")
        #expect(up(["xx"]) == "Move up")
        #expect(up([]) == "Move up")
    }

    @Test @MainActor func anAppsOwnNamesAreUsed() {
        AccessibilityMoveActionNames.provider = { _, _ in
            AccessibilityMoveActionNames(towardStart: "Earlier", towardEnd: "Later", toStart: "First", toEnd: "Last")
        }
        defer { AccessibilityMoveActionNames.provider = nil }
        #expect(AccessibilityMoveActionNames.names(axis: .vertical, direction: .leftToRight).towardStart == "Earlier")
    }
}
