import Foundation
import IssueReporting

// MARK: - The one failure channel

extension CollectionViewHost {
    /// Called with every failure Tessera reports on this collection view, after it was reported as
    /// a runtime warning.
    ///
    /// A failure is something that went wrong and that Tessera recovered from instead of letting
    /// UIKit raise an exception: an update that did not match the collection view and was replaced
    /// by a reload, a cell provider that threw or returned a view it did not dequeue (an empty view
    /// is shown instead), a layout that cannot be solved (nothing is laid out), a call UIKit forbids
    /// (``HeadlessCollectionView`` reports those too). Each is reported once, through one path:
    ///
    /// 1. a runtime warning, with pointfreeco's IssueReporting: purple in Xcode, a test failure
    ///    under XCTest and Swift Testing (wrap a test that expects one in `withKnownIssue` or
    ///    IssueReporting's `withExpectedIssue`), a line on standard error elsewhere;
    /// 2. this handler, to log or count failures in an app.
    ///
    /// What Apple's compositional layout is not handed (a section Tessera refused) or approximates
    /// by design comes here too, once per description.
    public var failureHandler: ((CollectionViewError) -> Void)? {
        get { hostContext.failureHandler }
        set { hostContext.failureHandler = newValue }
    }

    /// Tessera's state for this host.
    package var hostContext: CollectionViewHostContext {
        CollectionViewHostContext.context(for: self)
    }

    /// Reports a failure through the one failure channel: a runtime warning, the headless host's
    /// record, then ``failureHandler``.
    package func reportFailure(
        _ failure: CollectionViewError, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        reportIssue("Tessera: \(failure.message)", fileID: fileID, filePath: filePath, line: line, column: column)
        let context = hostContext
        context.recorder?(failure)
        context.failureHandler?(failure)
    }

    /// Reports what the app's layout code handed back that could not be shown (a custom section's
    /// frame, a visible-items handler's change; see `LayoutSolution.elements(in:)`), as
    /// ``CollectionViewError/Kind/layout`` failures: each message once per host, although every
    /// layout pass meets it again.
    package func reportLayoutProblems(_ problems: [String], reported: inout Set<String>) {
        for problem in problems where reported.insert(problem).inserted {
            reportFailure(CollectionViewError(.layout, problem))
        }
    }
}
