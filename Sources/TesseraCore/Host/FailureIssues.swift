import Foundation
import IssueReporting

/// How the failures Tessera reports become issues (IssueReporting's runtime warnings, which fail
/// the running test): where they land, and one issue for one mistake met again and again.
///
/// - A testing entry point (TesseraTesting's driver calls) runs its work in
///   ``attributing(to:_:)``: every failure reported meanwhile, deep inside a host, lands on the
///   entry point's caller — the test's line — instead of Tessera's source.
/// - A host's layout pass or batch update runs in ``gatheringRepeats(_:)``: failures that differ
///   only in the index paths and generated identifiers they name (one wrong line of a cell
///   provider, met by every visible cell) become one issue, reported when the outermost scope
///   ends, that says how many views it hit and which.
///
/// The headless host's `failures` and every `failureHandler` still get each failure as it happens.
package enum FailureIssues {
    /// Where failures reported in the current task land, when a testing entry point set it.
    @TaskLocal package static var callerLocation: FailureSourceLocation?

    /// How many ``gatheringRepeats(_:)`` scopes are running: a plain count, its accesses unchecked
    /// for exclusivity (each checked access costs about 80 instructions, four a scope).
    @exclusivity(unchecked) @MainActor private static var gatheringDepth = 0
    /// The failures gathered by the running scopes, one entry per mistake, in the order met.
    @MainActor private static var gathered: [GatheredFailure] = []
    /// Whether ``gathered`` holds any failure: a plain flag, its accesses unchecked for exclusivity,
    /// read when every outermost scope ends (most gather nothing) instead of the checked list.
    @exclusivity(unchecked) @MainActor private static var hasGathered = false
    /// Each mistake's entry in ``gathered``, by ``CollectionViewError/repeatKey``.
    @MainActor private static var gatheredIndexes: [String: Int] = [:]

    // MARK: Scopes

    /// Runs `body` with the failures reported meanwhile attributed to `location` — unless an
    /// enclosing call set one: the outermost entry point is the test's own call (a driver call that
    /// makes others, a helper of the test's that passes its caller's location on).
    package static func attributing<Result>(to location: FailureSourceLocation, _ body: () throws -> Result) rethrows
        -> Result
    {
        try $callerLocation.withValue(callerLocation ?? location, operation: body)
    }

    /// Runs `body`, which may suspend, with the failures reported meanwhile attributed to
    /// `location`, unless an enclosing call set one.
    package static func attributing<Result>(
        to location: FailureSourceLocation, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $callerLocation.withValue(callerLocation ?? location, operation: body)
    }

    /// Runs `body` and reports the failures it met when the outermost such scope ends, one issue per
    /// mistake. Synchronous on purpose: no other work can run on the main actor meanwhile, so
    /// nothing else's failures are gathered into it.
    @MainActor
    package static func gatheringRepeats<Result>(_ body: () throws -> Result) rethrows -> Result {
        gatheringDepth += 1
        defer {
            gatheringDepth -= 1
            if gatheringDepth == 0 { reportGathered() }
        }
        return try body()
    }

    // MARK: Reporting

    /// Reports a failure as an issue: at the caller's location when a testing entry point set one,
    /// otherwise at `location`; gathered with its repeats while a ``gatheringRepeats(_:)`` scope
    /// runs.
    ///
    /// - Parameter element: The view the failure is about (the cell a provider was asked for), to
    ///   name in the issue when the mistake repeats.
    @MainActor
    package static func report(
        _ failure: CollectionViewError, element: LayoutElementKey? = nil, at location: FailureSourceLocation
    ) {
        let location = callerLocation ?? location
        guard gatheringDepth > 0 else {
            reportIssue(
                "Tessera: \(failure.message)", fileID: location.fileID, filePath: location.filePath,
                line: location.line, column: location.column)
            return
        }
        let key = failure.repeatKey
        if let index = gatheredIndexes[key] {
            gathered[index].add(failure, element: element)
        } else {
            gatheredIndexes[key] = gathered.count
            gathered.append(GatheredFailure(failure, element: element, location: location))
            hasGathered = true
        }
    }

    /// Reports what the running scopes gathered, one issue per mistake, and forgets it.
    @MainActor
    private static func reportGathered() {
        // Most scopes gather nothing: their end empties no table.
        guard hasGathered else { return }
        hasGathered = false
        let entries = gathered
        gathered.removeAll()
        gatheredIndexes.removeAll()
        for entry in entries {
            reportIssue(
                "Tessera: \(entry.message)", fileID: entry.location.fileID, filePath: entry.location.filePath,
                line: entry.location.line, column: entry.location.column)
        }
    }
}
