import Foundation

/// Builds section content declaratively, as SwiftUI builds views.
@resultBuilder
public enum ScreenContentBuilder {
    /// One piece of content.
    public static func buildExpression(_ content: any ScreenContent) -> [any ScreenContent] { [content] }
    /// Pieces in order.
    public static func buildBlock(_ parts: [any ScreenContent]...) -> [any ScreenContent] { parts.flatMap { $0 } }
    /// Content inside an `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: [any ScreenContent]?) -> [any ScreenContent] { part ?? [] }
    /// The `if` branch of an `if`–`else` or the first case of a `switch`.
    public static func buildEither(first part: [any ScreenContent]) -> [any ScreenContent] { part }
    /// The `else` branch or a later `switch` case.
    public static func buildEither(second part: [any ScreenContent]) -> [any ScreenContent] { part }
    /// Content from a `for` loop, in order.
    public static func buildArray(_ parts: [[any ScreenContent]]) -> [any ScreenContent] { parts.flatMap { $0 } }
}

/// The result builder of a screen section's content, under its former name.
@available(*, deprecated, renamed: "ScreenContentBuilder")
public typealias SectionContentBuilder = ScreenContentBuilder
