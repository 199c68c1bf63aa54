import IssueReporting

/// Awaits `operation` on the main actor for at most `turns` turns of the main actor, so that an
/// awaited call whose continuation is never resumed fails the test instead of holding the suite.
///
/// The operation runs in a task of its own; the caller yields to the main actor until it has
/// finished. Past `turns` yields it reports an issue on the caller's line, cancels the task and
/// returns `nil`: a continuation that is never resumed cannot be awaited to its end, so the task is
/// left suspended. The limit counts turns, not time, and is large (a million turns, as
/// ``TurnClock``'s default) so that work on other threads, such as a background diff, finishes
/// within it on a saturated machine; a hang costs a few seconds of turns.
///
///     let shown = await awaitFinishing { await dataSource.apply(snapshot) }
///     #expect(shown != nil)
///
/// - Returns: What the operation returned, or `nil` when it did not finish within `turns` turns.
@MainActor
@discardableResult
package func awaitFinishing<Value: Sendable>(
    within turns: Int = 1_000_000,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ operation: @escaping @MainActor () async -> Value
) async -> Value? {
    let finished = FinishedValue<Value>()
    let task = Task { @MainActor in finished.value = await operation() }
    for _ in 0..<turns {
        if let value = finished.value { return value }
        await Task.yield()
    }
    if let value = finished.value { return value }
    task.cancel()
    reportIssue(
        "The awaited operation did not finish within \(turns) turns of the main actor: a continuation was not resumed",
        fileID: fileID, filePath: filePath, line: line, column: column
    )
    return nil
}

/// The value an operation awaited by ``awaitFinishing(within:fileID:filePath:line:column:_:)``
/// returned, once it has.
@MainActor
private final class FinishedValue<Value> {
    var value: Value?
}
