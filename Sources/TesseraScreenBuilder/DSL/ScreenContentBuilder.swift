import Foundation

/// The result builder of a section's content: ``ScreenBuilder``, which builds both a screen's
/// sections and their content, under the name the content's builders are written with.
public typealias ScreenContentBuilder = ScreenBuilder

/// The result builder of a screen section's content, under its former name.
@available(*, deprecated, renamed: "ScreenContentBuilder")
public typealias SectionContentBuilder = ScreenContentBuilder
