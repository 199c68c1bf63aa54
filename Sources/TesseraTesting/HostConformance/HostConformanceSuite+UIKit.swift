#if canImport(UIKit)
    import Tessera
    import TesseraUIKit
    import UIKit

    extension HostConformanceSuite where Host == UICollectionView {
        /// The suite for `UICollectionView`: each host in a window of its own (in `windowScene` when
        /// given, as an app-hosted test needs), laid out by `TesseraCollectionViewLayout`, without
        /// automatic inset adjustment; settling runs the main run loop until animations end.
        public static func uikit(windowScene: UIWindowScene? = nil) -> HostConformanceSuite {
            HostConformanceSuite(
                Configuration(
                    makeHost: { frame in
                        let window: UIWindow
                        if let windowScene {
                            window = UIWindow(windowScene: windowScene)
                            window.frame = CGRect(x: 0, y: 0, width: max(frame.width, 1), height: max(frame.height, 1))
                        } else {
                            window = UIWindow(
                                frame: CGRect(x: 0, y: 0, width: max(frame.width, 1), height: max(frame.height, 1)))
                        }
                        let collectionView = UICollectionView(
                            frame: frame,
                            collectionViewLayout: TesseraCollectionViewLayout(
                                layout: HostConformanceCheck<UICollectionView>.rows()))
                        collectionView.contentInsetAdjustmentBehavior = .never
                        window.addSubview(collectionView)
                        window.isHidden = false
                        ConformanceWindows.keep(window)
                        return collectionView
                    },
                    layoutIfNeeded: { $0.layoutIfNeeded() },
                    settle: { collectionView in
                        await ConformanceSettling.waitUntilStill(collectionView)
                    },
                    sameNamedCellClasses: (FeedScreenCells.Cell.self, ProfileScreenCells.Cell.self)
                ))
        }
    }

    /// Waiting for a collection view's batch updates to end, in turns of the main actor rather than
    /// seconds: a loaded machine stretches the turns, not the number of them.
    @MainActor
    enum ConformanceSettling {
        /// How many turns in a row the view must be still: completions, and the applies queued
        /// behind them, arrive on later turns of the run loop than the end of the animations.
        static let stillTurns = 10
        /// The most turns to wait: a view still animating then is left as it is (each turn sleeps a
        /// millisecond, so this is at least 20 seconds).
        static let maximumTurns = 20_000

        /// Lays the view out and lets the main run loop turn until no layer under it has an
        /// animation for ``stillTurns`` turns in a row.
        static func waitUntilStill(_ collectionView: UICollectionView) async {
            var still = 0
            var turns = 0
            while still < stillTurns, turns < maximumTurns {
                turns += 1
                collectionView.layoutIfNeeded()
                still = isAnimating(collectionView) ? 0 : still + 1
                await Task.yield()
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            collectionView.layoutIfNeeded()
        }

        /// Whether a layer of the view or of a view under it has an animation (a loop, not
        /// recursion: the tree can be deep).
        static func isAnimating(_ view: UIView) -> Bool {
            var pending = [view]
            while let next = pending.popLast() {
                if next.layer.animationKeys()?.isEmpty == false { return true }
                pending += next.subviews
            }
            return false
        }
    }

    /// The windows of the last hosts (a window keeps its collection view alive while a check runs).
    @MainActor
    private enum ConformanceWindows {
        static var windows: [UIWindow] = []

        static func keep(_ window: UIWindow) {
            windows.append(window)
            while windows.count > 4 {
                windows.removeFirst().isHidden = true
            }
        }
    }

    /// A screen with a cell type named `Cell`, for the same-named types check.
    enum FeedScreenCells {
        final class Cell: UICollectionViewCell {}
    }

    /// Another screen with a cell type named `Cell`.
    enum ProfileScreenCells {
        final class Cell: UICollectionViewCell {}
    }
#endif
