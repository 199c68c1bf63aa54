import Foundation

/// Builds the sections of a screen declaratively.
@resultBuilder
public enum ScreenBuilder {
    /// One piece of content.
    public static func buildExpression(_ section: ScreenSection) -> [ScreenSection] { [section] }
    /// Pieces in order.
    public static func buildBlock(_ parts: [ScreenSection]...) -> [ScreenSection] { parts.flatMap { $0 } }
    /// Content inside an `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: [ScreenSection]?) -> [ScreenSection] { part ?? [] }
    /// The `if` branch of an `if`–`else` or the first case of a `switch`.
    public static func buildEither(first part: [ScreenSection]) -> [ScreenSection] { part }
    /// The `else` branch or a later `switch` case.
    public static func buildEither(second part: [ScreenSection]) -> [ScreenSection] { part }
    /// Content from a `for` loop, in order.
    public static func buildArray(_ parts: [[ScreenSection]]) -> [ScreenSection] { parts.flatMap { $0 } }
}
