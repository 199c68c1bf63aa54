#if canImport(UIKit)
    import Testing
    import Tessera
    import TesseraUIKit
    import UIKit

    /// Swipe actions transcribed to UIKit's: what the headless tests decide, as UIKit shows it.
    @Suite("Swipe actions on UIKit")
    @MainActor
    struct SwipeActionsUIKitTests {
        @Test func aConfigurationBecomesUIKitsWithItsActionsInOrder() {
            var performed: [String] = []
            var configuration = SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Delete", systemImageName: "trash") { done in
                    performed.append("delete")
                    done(true)
                },
                SwipeAction(style: .normal, title: "Flag") { done in done(false) },
            ])
            configuration.performsFirstActionWithFullSwipe = false
            let converted = UISwipeActionsConfiguration(configuration)
            #expect(converted.actions.map(\.title) == ["Delete", "Flag"])
            #expect(converted.actions.map(\.style) == [.destructive, .normal])
            #expect(converted.actions[0].image != nil)
            #expect(!converted.performsFirstActionWithFullSwipe)
            var outcome: Bool?
            converted.actions[0].handler(converted.actions[0], UIView()) { outcome = $0 }
            #expect(performed == ["delete"])
            #expect(outcome == true)
        }
    }
#endif
