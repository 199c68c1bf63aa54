import TesseraTestSupport
import Testing

@MainActor
@Suite("Awaiting within a number of turns")
struct AwaitFinishingTests {
    /// An operation that suspends for a few turns returns its value.
    @Test func anOperationThatFinishesReturnsItsValue() async {
        let value = await awaitFinishing(within: 100) {
            for _ in 0..<5 { await Task.yield() }
            return 42
        }
        #expect(value == 42)
    }

    /// An operation whose continuation is never resumed fails the test on the caller's line and
    /// returns instead of holding the suite.
    @Test func anOperationThatNeverResumesFailsOnTheCallersLine() async {
        let line = #line + 3
        var value: Int? = 0
        await withKnownIssue {
            value = await awaitFinishing(within: 100) {
                await withCheckedContinuation { (_: CheckedContinuation<Int, Never>) in }
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("did not finish within 100 turns")
        }
        #expect(value == nil)
    }
}
