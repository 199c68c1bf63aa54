import Foundation
import Tessera
import Testing

/// The pan on a row of Tessera's engine, decided headless: how far the row follows the finger and
/// where it settles.
@Suite("Swipe actions interaction")
struct SwipeActionsInteractionTests {
    /// A 390-point row: two trailing buttons (148 points) that a full swipe performs, one leading
    /// button (74 points) that it does not.
    private func interaction(_ direction: TraitEnvironmentLayoutDirection = .leftToRight) -> SwipeActionsInteraction {
        SwipeActionsInteraction(
            rowWidth: 390, leading: .init(buttonWidths: [74], performsFirstActionWithFullSwipe: false),
            trailing: .init(buttonWidths: [74, 74], performsFirstActionWithFullSwipe: true), layoutDirection: direction)
    }

    @Test func theRowFollowsTheFingerToItsButtonsThenOnOnlyWhereAFullSwipeActs() {
        let row = interaction()
        #expect(row.offset(forTranslation: -100) == -100)
        #expect(row.offset(forTranslation: -300) == -300)  // trailing: a full swipe acts
        #expect(row.offset(forTranslation: -500) == -390)  // never past the row
        #expect(row.offset(forTranslation: 50) == 50)
        #expect(row.offset(forTranslation: 174) == 74 + 100 * row.resistance)  // leading: it resists
    }

    @Test func aPanToTheRightRevealsTheLeadingEdgeLeftToRightAndTheTrailingOneRightToLeft() {
        #expect(interaction().edge(forTranslation: 10) == .leading)
        #expect(interaction().edge(forTranslation: -10) == .trailing)
        #expect(interaction(.rightToLeft).edge(forTranslation: 10) == .trailing)
        #expect(interaction(.rightToLeft).edge(forTranslation: -10) == .leading)
        #expect(interaction().edge(forTranslation: 0) == nil)
        #expect(interaction().openOffset(for: .trailing) == -148)
        #expect(interaction(.rightToLeft).openOffset(for: .trailing) == 148)
        #expect(interaction(.rightToLeft).openOffset(for: .leading) == -74)
    }

    @Test func anEdgeWithoutButtonsDoesNotMove() {
        var row = interaction()
        row.leading = nil
        row.trailing = .init(buttonWidths: [], performsFirstActionWithFullSwipe: true)
        #expect(row.offset(forTranslation: 120) == 0)
        #expect(row.offset(forTranslation: -120) == 0)
        #expect(row.outcome(forTranslation: -300, velocity: -900) == .close)
    }

    @Test(arguments: [
        // A short pan closes; past half the buttons it opens.
        (CGFloat(-60), CGFloat(0), SwipeActionsInteraction.Outcome.close),
        (-80, 0, .open(.trailing)),
        // A flick opens or closes whatever the distance.
        (-20, -800, .open(.trailing)),
        (-140, 800, .close),
        // Past 60% of the row (234 points) the first trailing action is performed.
        (-240, 0, .performFirstAction(.trailing)),
        (-230, 0, .open(.trailing)),
        // The leading edge performs nothing with a full swipe: it opens.
        (300, 0, .open(.leading)),
        (30, 0, .close),
    ])
    func theRowSettlesWhereTheFingerLeavesIt(
        translation: CGFloat, velocity: CGFloat, expected: SwipeActionsInteraction.Outcome
    ) {
        #expect(interaction().outcome(forTranslation: translation, velocity: velocity) == expected)
    }

    @Test func aFullSwipeNeedsAButtonsWidthPastAllTheButtons() {
        let wide = SwipeActionsInteraction(
            rowWidth: 390, leading: nil,
            trailing: .init(buttonWidths: [90, 90, 90], performsFirstActionWithFullSwipe: true),
            layoutDirection: .leftToRight)
        // 270 points of buttons: 60% of the row (234) would perform as the row opens.
        #expect(
            wide.fullSwipeDistance(for: .init(buttonWidths: [90, 90, 90], performsFirstActionWithFullSwipe: true))
                == 344)
        #expect(wide.outcome(forTranslation: -280, velocity: 0) == .open(.trailing))
        #expect(wide.outcome(forTranslation: -350, velocity: 0) == .performFirstAction(.trailing))
    }

    @Test func aPanBeginsASwipeOnlyWhenItMovesMoreAcrossThanAlong() {
        #expect(SwipeActionsInteraction.beginsSwipe(velocity: CGPoint(x: -300, y: 40)))
        #expect(!SwipeActionsInteraction.beginsSwipe(velocity: CGPoint(x: 100, y: -400)))
        #expect(!SwipeActionsInteraction.beginsSwipe(velocity: CGPoint(x: 50, y: 50)))
    }

    @Test func buttonsStartAtTheRowsEdgeAndGoInwardsOnTheSideOfTheirEdge() {
        let widths: [CGFloat] = [74, 90]
        // Trailing, left to right: on the right, the first button at the right edge.
        #expect(
            SwipeActionsInteraction.buttonMinXs(
                widths: widths, edge: .trailing, layoutDirection: .leftToRight, rowWidth: 390)
                == [316, 226])
        // Leading, left to right: on the left, the first button at the left edge.
        #expect(
            SwipeActionsInteraction.buttonMinXs(
                widths: widths, edge: .leading, layoutDirection: .leftToRight, rowWidth: 390)
                == [0, 74])
        // Right to left, the trailing buttons are on the left.
        #expect(
            SwipeActionsInteraction.buttonMinXs(
                widths: widths, edge: .trailing, layoutDirection: .rightToLeft, rowWidth: 390)
                == [0, 74])
        #expect(SwipeActionsInteraction.isOnLeft(.leading, layoutDirection: .rightToLeft) == false)
    }

    @Test func aFullSwipeCarriesTheRowItsWholeWidthTowardsItsButtons() {
        #expect(interaction().fullSwipeOffset(for: .trailing) == -390)
        #expect(interaction().fullSwipeOffset(for: .leading) == 390)
        #expect(interaction(.rightToLeft).fullSwipeOffset(for: .trailing) == 390)
    }
}
