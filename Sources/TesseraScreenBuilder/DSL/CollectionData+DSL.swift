import Foundation

extension CollectionData {
    /// A screen written declaratively; it compiles to the same section descriptors.
    ///
    /// ```swift
    /// CollectionData {
    ///     ScreenSection("trip") {
    ///         ScreenRow(TitleCellModel("Your trip"))
    ///         ScreenSpace(.large)
    ///         CardBlock {
    ///             ScreenRow(KeyValueCellModel("Departure", "08:12"))
    ///             ScreenRow(KeyValueCellModel("Arrival", "10:08"))
    ///         }
    ///         TimelineBlock {
    ///             ScreenRow(StopCellModel(time: "08:12", place: "Paris"))
    ///             ScreenRow(StopCellModel(time: "10:08", place: "Lyon"))
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
