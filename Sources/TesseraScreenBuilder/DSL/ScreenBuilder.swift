import Foundation

/// Builds a screen declaratively: its sections (``ScreenDescription``) and the content of each
/// section (``ScreenSection``, ``CardBlock``, ``Separated``, ``Decorated``), as SwiftUI builds
/// views. `if`, `if`–`else`, `switch` and `for` work inside both.
@resultBuilder
public enum ScreenBuilder {
    /// One section.
    public static func buildExpression(_ section: ScreenSection) -> [ScreenSection] { [section] }
    /// One piece of a section's content: a row, a space, a block.
    public static func buildExpression(_ content: any ScreenContent) -> [any ScreenContent] { [content] }
    /// Pieces in order.
    public static func buildBlock<Part>(_ parts: [Part]...) -> [Part] { parts.flatMap { $0 } }
    /// Content inside an `if` without `else`: nothing when the condition is false.
    public static func buildOptional<Part>(_ part: [Part]?) -> [Part] { part ?? [] }
    /// The `if` branch of an `if`–`else` or the first case of a `switch`.
    public static func buildEither<Part>(first part: [Part]) -> [Part] { part }
    /// The `else` branch or a later `switch` case.
    public static func buildEither<Part>(second part: [Part]) -> [Part] { part }
    /// Content from a `for` loop, in order.
    public static func buildArray<Part>(_ parts: [[Part]]) -> [Part] { parts.flatMap { $0 } }
}
