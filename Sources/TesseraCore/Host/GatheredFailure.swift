import Foundation

/// One mistake met by a ``FailureIssues/gatheringRepeats(_:)`` scope: the first failure, how
/// often it repeated, on which views, and the hints any repeat added.
struct GatheredFailure {
    /// The most views an issue names; the rest are counted.
    static let namedElementLimit = 8

    let first: CollectionViewError
    let location: FailureSourceLocation
    private(set) var count = 1
    private(set) var elements: [LayoutElementKey] = []
    private(set) var hints: [String] = []

    init(_ failure: CollectionViewError, element: LayoutElementKey?, location: FailureSourceLocation) {
        self.first = failure
        self.location = location
        if let element { elements.append(element) }
        if let hint = failure.hint { hints.append(hint) }
    }

    /// Counts a repeat.
    mutating func add(_ failure: CollectionViewError, element: LayoutElementKey?) {
        count += 1
        if let element { elements.append(element) }
        if let hint = failure.hint, !hints.contains(hint) { hints.append(hint) }
    }

    /// The text: the first failure's message, with every hint a repeat added, and — when it
    /// repeated — how many views it hit.
    var message: String {
        guard count > 1 || hints.count > 1 else { return first.message }
        var text = first.messageWithoutHint
        for hint in hints { text += " (\(hint))" }
        guard count > 1 else { return text }
        guard elements.count == count else { return text + " [the same failure \(count) times]" }
        let noun: String
        if elements.allSatisfy({ $0.category == .cell }) {
            noun = "cells"
        } else if elements.allSatisfy({ $0.category == .supplementaryView }) {
            noun = "supplementary views"
        } else {
            noun = "views"
        }
        var named = elements.prefix(Self.namedElementLimit).map { "\($0)" }.joined(separator: ", ")
        if elements.count > Self.namedElementLimit { named += " and \(elements.count - Self.namedElementLimit) more" }
        return text + " [the same failure for \(count) \(noun): \(named)]"
    }
}
