import Foundation

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

    /// The recorder of this collection view's recent history, while recording is on
    /// (``FlightRecorder/isEnabled``): ``FlightRecorder/capture()`` takes a recording.
    public var flightRecorder: FlightRecorder? { hostContext.flightRecorder }

    /// Tessera's state for this host.
    package var hostContext: CollectionViewHostContext {
        CollectionViewHostContext.context(for: self)
    }

    /// Reports a failure through the one failure channel: a runtime warning (``FailureIssues``: at
    /// the test's line during a testing entry point's call, one per mistake per layout pass), the
    /// headless host's record, then ``failureHandler``.
    ///
    /// - Parameter element: The view the failure is about, named when the mistake repeats.
    package func reportFailure(
        _ failure: CollectionViewError, element: LayoutElementKey? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        FailureIssues.report(
            failure, element: element,
            at: FailureSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        let context = hostContext
        context.recorder?(failure)
        context.flightRecorder?.recordFailure(failure, on: hosting)
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
