import Foundation
import Tessera

extension HostConformanceSuite where Host == HeadlessCollectionView {
    /// The suite for `HeadlessCollectionView`, with animated updates that stay in flight until
    /// the host settles (so that updates issued meanwhile are checked to wait).
    public static var headless: HostConformanceSuite {
        HostConformanceSuite(
            Configuration(
                makeHost: { frame in
                    let host = HeadlessCollectionView(
                        frame: frame, collectionViewLayout: HostConformanceCheck<HeadlessCollectionView>.rows())
                    host.completesAnimationsImmediately = false
                    return host
                },
                layoutIfNeeded: { $0.layoutIfNeeded() },
                settle: { host in
                    while host.hasAnimationsInFlight { host.finishAnimations() }
                    host.layoutIfNeeded()
                },
                sameNamedCellClasses: (FeedScreen.Cell.self, ProfileScreen.Cell.self)
            ))
    }
}

/// A screen with a cell type named `Cell`, for the same-named types check.
enum FeedScreen {
    final class Cell: HeadlessCell {}
}

/// Another screen with a cell type named `Cell`.
enum ProfileScreen {
    final class Cell: HeadlessCell {}
}
