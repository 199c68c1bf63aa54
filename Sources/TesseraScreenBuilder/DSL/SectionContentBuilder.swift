import Foundation

/// Builds section content declaratively, as SwiftUI builds views.
@resultBuilder
public enum SectionContentBuilder {
    /// One piece of content.
    public static func buildExpression(_ content: any SectionContent) -> [any SectionContent] { [content] }
    /// Pieces in order.
    public static func buildBlock(_ parts: [any SectionContent]...) -> [any SectionContent] { parts.flatMap { $0 } }
    /// Content inside an `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: [any SectionContent]?) -> [any SectionContent] { part ?? [] }
    /// The `if` branch of an `if`–`else` or the first case of a `switch`.
    public static func buildEither(first part: [any SectionContent]) -> [any SectionContent] { part }
    /// The `else` branch or a later `switch` case.
    public static func buildEither(second part: [any SectionContent]) -> [any SectionContent] { part }
    /// Content from a `for` loop, in order.
    public static func buildArray(_ parts: [[any SectionContent]]) -> [any SectionContent] { parts.flatMap { $0 } }
}
