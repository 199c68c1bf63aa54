import Foundation

extension ScreenDescription {
    /// A screen of sections, with `interSectionSpacing` points between them.
    ///
    /// ```swift
    /// ScreenDescription {
    ///     ScreenSection("trip") {
    ///         ScreenRow(TitleCellModel("Your trip"))
    ///         ScreenSpace(.large)
    ///         CardBlock {
    ///             ScreenRow(KeyValueCellModel("Departure", "08:12"))
    ///             ScreenRow(KeyValueCellModel("Arrival", "10:08"))
    ///         }
    ///         Separated {
    ///             ScreenRow(TextCellModel("Paris"))
    ///             ScreenRow(TextCellModel("Lyon"))
    ///         }
    ///     }
    /// }
    /// ```
    public init(interSectionSpacing: CGFloat = 0, @ScreenBuilder sections: () -> [ScreenSection]) {
        self.init(spaces: .standard, interSectionSpacing: interSectionSpacing, sections: sections)
    }

    /// A screen whose named vertical spaces take the points of `spaces`.
    package init(
        spaces: VerticalSpaceScale, interSectionSpacing: CGFloat = 0, @ScreenBuilder sections: () -> [ScreenSection]
    ) {
        self.init(spaces: spaces, interSectionSpacing: interSectionSpacing, sections: sections().map(\.descriptor))
    }
}
