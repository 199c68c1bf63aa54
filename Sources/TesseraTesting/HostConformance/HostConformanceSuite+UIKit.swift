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
                        collectionView.layoutIfNeeded()
                        // Batch update animations last about 0.3 s; completions arrive after them.
                        try? await Task.sleep(nanoseconds: 600_000_000)
                        collectionView.layoutIfNeeded()
                    },
                    sameNamedCellClasses: (FeedScreenCells.Cell.self, ProfileScreenCells.Cell.self)
                ))
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
