import Foundation

// MARK: - Column balancing

extension WaterfallSectionLayout {
    /// Which heights choose the column of an item whose cell measures itself.
    ///
    /// Both choose the shortest column (ties to the leading one); they differ only for items of
    /// estimated height, once their cells have measured themselves. For absolute heights and
    /// aspect ratios they place items alike.
    public enum ColumnBalancing: Sendable, Hashable {
        /// Columns are chosen from the heights known before cells measure themselves (the
        /// estimates). A measured height moves only the items below the measured one in its
        /// column: nothing changes column as the user scrolls and cells measure themselves, and
        /// one measurement costs O(√*n*) whatever its place in the section. Columns can end at
        /// different heights when measured heights stray far from the estimates: give estimates
        /// close to the real heights. The default.
        case estimatedHeights
        /// Columns are chosen from the measured heights where cells have measured themselves, so
        /// columns stay as even as the heights allow; a measured height places every later item
        /// again (later items may change columns), O(*n* − *index*) for a measurement at *index*.
        case measuredHeights
    }
}
