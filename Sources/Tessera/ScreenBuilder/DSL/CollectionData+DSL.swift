import Foundation

extension CollectionData {
    /// A screen written declaratively; it compiles to the same section descriptors.
    ///
    /// ```swift
    /// CollectionData {
    ///     ScreenSection("trip") {
    ///         Row(TitleCellModel("Your trip"))
    ///         Space(.large)
    ///         Card {
    ///             Row(KeyValueCellModel("Departure", "08:12"))
    ///             Row(KeyValueCellModel("Arrival", "10:08"))
    ///         }
    ///         TimelineBlock {
    ///             Row(StopCellModel(time: "08:12", place: "Paris"))
    ///             Row(StopCellModel(time: "10:08", place: "Lyon"))
    ///         }
    ///     }
    /// }
    /// ```
    public init(
        spaces: VerticalSpaceScale = .standard, interSectionSpacing: CGFloat = 0,
        @ScreenBuilder sections: () -> [SectionDescriptor]
    ) {
        self.init(spaces: spaces, interSectionSpacing: interSectionSpacing, sections: sections())
    }
}
