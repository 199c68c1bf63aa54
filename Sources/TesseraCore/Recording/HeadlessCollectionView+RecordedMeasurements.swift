import Foundation

extension HeadlessCollectionView {
    /// The sizes the layout's views measured themselves at, read without a layout pass.
    package var measuredLayoutSizes: MeasuredLayoutSizes? { layoutState.measuredSizes }

    /// Hands recorded sizes to the layout as the views that measured them did: in their order,
    /// with the layout's scroll position where it was when the recorded host took them, and the
    /// content offset following each as a measurement moves it. Then the views on screen follow
    /// the new frames.
    ///
    /// - Complexity: that of a measurement per size, plus a layout pass.
    func take(_ measurements: RecordedMeasurements) {
        let offset = CGPoint(x: measurements.contentOffset[0], y: measurements.contentOffset[1])
        // A measurement that moves the content offset may run a layout pass, which gives the
        // layout the new offset: each size is taken at the recorded one, as within one pass.
        let takeAtRecordedOffset: ((inout HostLayoutState) -> SelfSizingChange?) -> Void = { record in
            let inset = self.adjustedContentInset
            let change = self.changeLayoutState {
                $0.setScrollPosition(contentOffset: offset, adjustedContentInset: inset)
                return record(&$0)
            }
            _ = self.apply(change)
        }
        for item in measurements.items {
            let size = CGSize(width: item.width, height: item.height)
            takeAtRecordedOffset { $0.recordPreferredSize(size, forItemAt: item.at.indexPath) }
        }
        for supplementary in measurements.supplementaries ?? [] {
            let size = CGSize(width: supplementary.size[0], height: supplementary.size[1])
            let indexPath = IndexPath(indexes: supplementary.at.map { Int($0) })
            takeAtRecordedOffset {
                $0.recordPreferredSize(size, forSupplementaryOfKind: supplementary.kind, at: indexPath)
            }
        }
        updateVisibleElements()
    }

    /// Starts from the sizes a recorded state's views had measured themselves at: the layout
    /// holds them as the recorded host's did (measured before, in this container), and lays out
    /// with them at once, moving nothing (the recorded container sets the scroll position).
    ///
    /// - Complexity: O(*m*) for *m* sizes, plus a layout pass.
    func start(from sizes: RecordedSizes) {
        layoutIfNeeded()
        changeLayoutState { $0.replaceMeasuredSizes(with: sizes.measuredLayoutSizes) }
        invalidateLayout()
    }
}
