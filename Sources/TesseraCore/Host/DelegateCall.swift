import Foundation

/// A call UIKit makes on a collection view's delegate that Tessera takes part in, with who
/// answers it when the app has a delegate of its own (`DelegateRoute`).
///
/// Tessera's bridge is UIKit's `delegate`: it owns these calls and forwards every other
/// `UICollectionViewDelegate` and `UIScrollViewDelegate` call — context menus, highlight control,
/// primary actions, focus, `targetContentOffset`, `scrollsToTop`, swipe-to-refresh — to the
/// app's delegate (`forwardingDelegate` on both hosts), as if it were UIKit's delegate. Both hosts
/// route each call by this table, so a headless test sees what a device does.
///
/// | Call | Route |
/// |------|-------|
/// | `collectionView(_:shouldSelectItemAt:)` | `DelegateRoute.bothMustAgree` |
/// | selection, highlight, display, scrolling and dragging notifications | `DelegateRoute.tesseraThenApp` |
/// | `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)` | `DelegateRoute.tessera` |
/// | every other delegate call | `DelegateRoute.app` |
package enum DelegateCall: String, CaseIterable, Sendable, Hashable {
    case shouldSelectItem = "collectionView:shouldSelectItemAtIndexPath:"
    case didSelectItem = "collectionView:didSelectItemAtIndexPath:"
    case didDeselectItem = "collectionView:didDeselectItemAtIndexPath:"
    case didHighlightItem = "collectionView:didHighlightItemAtIndexPath:"
    case didUnhighlightItem = "collectionView:didUnhighlightItemAtIndexPath:"
    case willDisplayCell = "collectionView:willDisplayCell:forItemAtIndexPath:"
    case didEndDisplayingCell = "collectionView:didEndDisplayingCell:forItemAtIndexPath:"
    case willDisplaySupplementaryView = "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:"
    case didEndDisplayingSupplementaryView =
        "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:"
    case targetIndexPathForMove =
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"
    case didScroll = "scrollViewDidScroll:"
    case willBeginDragging = "scrollViewWillBeginDragging:"
    case didEndDragging = "scrollViewDidEndDragging:willDecelerate:"
    case didEndDecelerating = "scrollViewDidEndDecelerating:"
    case didEndScrollingAnimation = "scrollViewDidEndScrollingAnimation:"

    /// The Objective-C selector UIKit sends, as `NSStringFromSelector` spells it.
    package var selectorName: String { rawValue }

    /// The call a selector names, or `nil` for a call Tessera does not take part in (which goes to
    /// the app's delegate).
    ///
    /// - Complexity: O(1).
    package init?(selectorName: String) {
        self.init(rawValue: selectorName)
    }

    /// Who answers the call.
    package var route: DelegateRoute {
        switch self {
        case .shouldSelectItem:
            // Tessera's owner may refuse (a row without an action); the app may veto as well.
            return .bothMustAgree
        case .targetIndexPathForMove:
            // Where a dragged item may land is the data source's reordering rule: a second answer
            // could send it where the model cannot take it.
            return .tessera
        case .didSelectItem, .didDeselectItem, .didHighlightItem, .didUnhighlightItem, .willDisplayCell,
            .didEndDisplayingCell, .willDisplaySupplementaryView, .didEndDisplayingSupplementaryView, .didScroll,
            .willBeginDragging, .didEndDragging, .didEndDecelerating, .didEndScrollingAnimation:
            return .tesseraThenApp
        }
    }

    /// Whether the collection view makes the call during a layout pass (will-display and
    /// did-end-displaying): an update the delegate makes from it waits until the pass is over, on
    /// every host (`CollectionViewHostContext.isBusy`).
    package var isMadeDuringLayoutPass: Bool {
        switch self {
        case .willDisplayCell, .didEndDisplayingCell, .willDisplaySupplementaryView, .didEndDisplayingSupplementaryView:
            return true
        default:
            return false
        }
    }

    /// The route of any delegate selector: the call's own for those Tessera takes part in,
    /// `DelegateRoute.app` for every other.
    ///
    /// - Complexity: O(1).
    package static func route(forSelectorName selectorName: String) -> DelegateRoute {
        DelegateCall(selectorName: selectorName)?.route ?? .app
    }

    /// Whether the bridge hands a delegate selector it does not implement to the app's delegate,
    /// and so says it answers it: only a call routed `DelegateRoute.app`, and only while the
    /// app's delegate is alive and implements it (`appDelegateImplements` is `nil` once that
    /// delegate is gone). UIKit asks which calls its delegate answers when the delegate is set and
    /// remembers the answers, so the bridge is set again when the app's delegate goes: a call
    /// UIKit remembers must never reach a bridge with no one to hand it to.
    ///
    /// - Complexity: O(1).
    package static func isForwarded(selectorName: String, appDelegateImplements: Bool?) -> Bool {
        route(forSelectorName: selectorName) == .app && appDelegateImplements == true
    }
}

/// Who answers a delegate call when Tessera's bridge is the collection view's delegate and the app
/// has set a delegate of its own.
package enum DelegateRoute: Sendable, Hashable {
    /// Tessera alone: the call decides something Tessera owns; the app's delegate is not asked.
    case tessera
    /// Tessera first, then the app's delegate if it implements the call: notifications both want.
    case tesseraThenApp
    /// A yes-or-no question both answer: `true` only if Tessera's delegate and the app's (when it
    /// implements the call) both say yes (``combinedAnswer(tessera:app:)``).
    case bothMustAgree
    /// The app's delegate alone, if it implements the call; Tessera's bridge does not take part.
    case app

    /// The answer to a ``bothMustAgree`` question: Tessera's, unless the app's delegate
    /// implements the call and says no.
    ///
    /// - Complexity: O(1).
    package static func combinedAnswer(tessera: Bool, app: Bool?) -> Bool {
        tessera && (app ?? true)
    }

    /// Delivers a notification to the delegates this route names, Tessera's first: the one place
    /// both hosts decide who hears a call (the app's delegate is of UIKit's type on a device).
    ///
    /// - Complexity: O(1) plus the calls.
    package func deliver<TesseraDelegate, AppDelegate>(
        tessera: TesseraDelegate?, app: AppDelegate?, toTessera: (TesseraDelegate) -> Void,
        toApp: (AppDelegate) -> Void
    ) {
        var heard: AnyObject?
        if self != .app, let tessera {
            toTessera(tessera)
            heard = tessera as AnyObject
        }
        // Tessera's own delegate, set as the app's (forwarding) delegate too, hears the call once.
        if self != .tessera, let app, heard == nil || (app as AnyObject) !== heard { toApp(app) }
    }
}
