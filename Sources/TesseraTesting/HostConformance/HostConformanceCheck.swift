import Foundation
import IssueReporting
import Tessera

/// One check of ``HostConformanceSuite``: a scenario run on a new host, with the rule it shows.
@MainActor
public struct HostConformanceCheck<Host: CollectionViewHost> {
    /// The scenario it runs.
    public let scenario: HostConformanceScenario
    /// A short name.
    package var name: String { scenario.rawValue }
    /// The rule of UIKit's it checks, in a sentence.
    public let rule: String
    let body: @MainActor (HostConformanceContext<Host>) async throws(HostConformanceFailure) -> Void

    /// Runs the check with hosts made by a configuration. A failure a host reports that the check
    /// did not provoke on purpose fails the running test on the caller's line, and the check.
    public func run(
        _ configuration: HostConformanceSuite<Host>.Configuration, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> HostConformanceOutcome {
        let context = HostConformanceContext(configuration)
        let failure = await reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () async -> String? in
            do throws(HostConformanceFailure) {
                try await body(context)
                return nil
            } catch {
                return error.message
            }
        }
        if failure == nil, let unexpected = context.unexpectedFailures.first {
            return HostConformanceOutcome(
                name: name, rule: rule,
                failure:
                    "the host reported \(context.unexpectedFailures.count) failure(s), first: \(unexpected.message)")
        }
        return HostConformanceOutcome(name: name, rule: rule, failure: failure)
    }
}

/// Why a check failed.
package struct HostConformanceFailure: Error, Sendable {
    /// What was wrong.
    package var message: String
}

/// What a check works with: host making, its layout pass and settling, the failures reported.
@MainActor
final class HostConformanceContext<Host: CollectionViewHost> {
    let configuration: HostConformanceSuite<Host>.Configuration
    /// Failures reported on the context's hosts outside ``expectFailures(_:_:)``.
    private(set) var unexpectedFailures: [CollectionViewError] = []
    private var expected: [CollectionViewError]?

    init(_ configuration: HostConformanceSuite<Host>.Configuration) {
        self.configuration = configuration
    }

    /// A new host whose failures the context collects.
    func makeHost(width: CGFloat = 390, height: CGFloat = 600) -> Host {
        let host = configuration.makeHost(CGRect(x: 0, y: 0, width: width, height: height))
        host.failureHandler = { [weak self] failure in
            guard let self else { return }
            if self.expected != nil { self.expected?.append(failure) } else { self.unexpectedFailures.append(failure) }
        }
        return host
    }

    func layoutIfNeeded(_ host: Host) {
        configuration.layoutIfNeeded(host)
    }

    func settle(_ host: Host) async {
        await configuration.settle(host)
        configuration.layoutIfNeeded(host)
    }

    /// Runs `body`, which provokes failures on purpose, and returns them (they are expected
    /// issues, not test failures).
    func expectFailures(_ body: () async -> Void) async -> [CollectionViewError] {
        expected = []
        await withExpectedIssueIfAny(body)
        defer { expected = nil }
        return expected ?? []
    }

    private func withExpectedIssueIfAny(_ body: () async -> Void) async {
        await withExpectedIssue(isIntermittent: true) {
            await body()
        }
    }

    /// Fails the check with `message` unless `condition` holds.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(HostConformanceFailure) {
        guard condition else { throw HostConformanceFailure(message: message()) }
    }
}
