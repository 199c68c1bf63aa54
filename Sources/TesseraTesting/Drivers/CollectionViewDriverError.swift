import Foundation
import Tessera

/// Why a ``CollectionViewDriver`` could not do what a test asked: the gesture a user could not
/// make either. Nothing changed on the collection view.
public enum CollectionViewDriverError: Error, Equatable, CustomStringConvertible {
    /// No item has this index path.
    case noSuchItem(IndexPath, numberOfItems: [Int])
    /// The item exists but has no cell on screen, so a user cannot touch it.
    case itemNotVisible(IndexPath, visible: [IndexPath])
    /// No visible cell shows this text.
    case textNotFound(String, visible: [String])
    /// The data source does not let this item move (`canMoveItemAt` said no, or there is no data
    /// source).
    case itemCannotMove(IndexPath)
    /// A swipe from this edge reveals no action with this name (`nil`: a full swipe performs no
    /// action there); `available` names the ones it reveals.
    case noSwipeAction(IndexPath, edge: SwipeActionEdge, named: String?, available: [String])
    /// Updates were still in flight after this many rounds of finishing animations.
    case didNotSettle(rounds: Int)
    /// The condition did not hold within the time given.
    case timedOut(seconds: Double)
    /// A timeout that is not a finite number of seconds from 0 to
    /// `CollectionViewDriver.maximumTimeout` (NaN, infinite, negative or larger): the wait
    /// would never end, or end at once.
    case invalidTimeout(seconds: Double)

    public var description: String {
        switch self {
        case .noSuchItem(let indexPath, let counts):
            return "There is no item at \(indexPath): the sections have \(counts) items"
        case .itemNotVisible(let indexPath, let visible):
            return "The item at \(indexPath) is not on screen (visible: \(visible)); scroll to it first"
        case .textNotFound(let text, let visible):
            return "No visible cell shows \"\(text)\"; the visible cells show \(visible)"
        case .itemCannotMove(let indexPath):
            return "The item at \(indexPath) cannot move: the data source does not allow it"
        case .noSwipeAction(let indexPath, let edge, let name, let available):
            let what = name.map { "no swipe action \"\($0)\"" } ?? "no action for a full swipe"
            return "The item at \(indexPath) has \(what) on its \(edge) edge (actions: \(available))"
        case .didNotSettle(let rounds):
            return "Updates were still in flight after finishing animations \(rounds) times"
        case .timedOut(let seconds):
            return "The condition did not hold within \(seconds) s"
        case .invalidTimeout(let seconds):
            return
                "A timeout of \(seconds) s cannot be waited for: give a finite number of seconds from 0 to \(Int(CollectionViewDriver.maximumTimeout))"
        }
    }
}
