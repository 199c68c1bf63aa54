import Foundation
import Tessera

/// Checks that a collection view host keeps the rules of UIKit's that Tessera relies on, by
/// driving Tessera's data sources on it through the scenarios that break hosts: the first apply
/// before any layout, an apply during an apply, a provider that throws, sections that shrink,
/// two cell types of the same name, a host of zero height, content insets.
///
/// Run it against `HeadlessCollectionView` in `swift test` on Linux, and against a real
/// `UICollectionView` in a window on a Mac or in the simulator:
///
/// ```swift
/// @Test @MainActor func headlessHostConforms() async {
///     for outcome in await HostConformanceSuite.headless.run() {
///         #expect(outcome.isPassed, "\(outcome)")
///     }
/// }
/// ```
///
/// Each check builds its own host from the suite's ``configuration``; a failure that a check provokes
/// on purpose is wrapped in IssueReporting's `withExpectedIssue`, so that only the unexpected ones
/// fail the test that runs the suite.
@MainActor
public struct HostConformanceSuite<Host: CollectionViewHost> {
    /// How the suite makes and drives hosts of one kind: `headless` and `uikit(windowScene:)` make
    /// it, and ``HostConformanceCheck/run(_:fileID:filePath:line:column:)`` takes it.
    public struct Configuration {
        /// A new host of a frame, laid out by `CompositionalLayout` descriptions Tessera installs
        /// (on UIKit: in a window, with a `TesseraCollectionViewLayout`).
        package var makeHost: @MainActor (CGRect) -> Host
        /// Runs the host's layout pass (UIKit: `layoutIfNeeded()`).
        package var layoutIfNeeded: @MainActor (Host) -> Void
        /// Waits until the host's updates and animations have finished.
        package var settle: @MainActor (Host) async -> Void
        /// Two cell classes of the host with the same name in different scopes (`A.Cell`, `B.Cell`).
        package var sameNamedCellClasses: (AnyClass, AnyClass)

        /// A configuration.
        package init(
            makeHost: @escaping @MainActor (CGRect) -> Host,
            layoutIfNeeded: @escaping @MainActor (Host) -> Void,
            settle: @escaping @MainActor (Host) async -> Void,
            sameNamedCellClasses: (AnyClass, AnyClass)
        ) {
            self.makeHost = makeHost
            self.layoutIfNeeded = layoutIfNeeded
            self.settle = settle
            self.sameNamedCellClasses = sameNamedCellClasses
        }
    }

    /// How hosts are made and driven.
    public let configuration: Configuration

    /// A suite for hosts made by `configuration`.
    package init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// The checks, one per rule and scenario.
    package var checks: [HostConformanceCheck<Host>] { HostConformanceCheck.all }

    /// The check of one scenario (to run each as its own test).
    public func check(_ scenario: HostConformanceScenario) -> HostConformanceCheck<Host> {
        HostConformanceCheck.check(scenario)
    }

    /// Runs every check, in order, and returns their outcomes. A failure a host reports that no
    /// check provoked on purpose fails the running test on the caller's line (and its check).
    public func run(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> [HostConformanceOutcome] {
        var outcomes: [HostConformanceOutcome] = []
        for check in checks {
            outcomes.append(
                await check.run(configuration, fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return outcomes
    }
}

/// What one check found.
public struct HostConformanceOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The check's name.
    public var name: String
    /// The rule it checks.
    public var rule: String
    /// Why it failed; `nil` when it passed.
    public var failure: String?

    /// Whether the check passed.
    public var isPassed: Bool { failure == nil }

    /// "passed: name" or "FAILED: name — why".
    public var description: String {
        failure.map { "FAILED: \(name) (\(rule)) — \($0)" } ?? "passed: \(name)"
    }
}

/// The scenarios of ``HostConformanceSuite``, one check each.
public enum HostConformanceScenario: String, CaseIterable, Sendable, Hashable {
    /// The first apply on a host that never laid out reloads; later ones are batch updates.
    case firstApplyBeforeLayout = "first apply before layout"
    /// An apply from a completion or a cell provider waits for the update in flight.
    case applyDuringApply = "apply during apply"
    /// An apply from a cell provider during a layout pass waits until the pass is over.
    case applyFromCellProvider = "apply from a cell provider"
    /// Applies made while an animated update is in flight wait for it, in order.
    case applyDuringAnimation = "apply during an animation"
    /// A provider that throws after dequeuing gets its view back, never a second one.
    case throwingProvider = "throwing provider"
    /// Sections that shrink, then grow, with the layout changing with them.
    case shrinkingSections = "shrinking sections"
    /// Two cell types of the same name in different scopes.
    case sameNamedTypes = "same-named cell types"
    /// A host of zero height is laid out and asks for no cell.
    case zeroHeightHost = "zero-height host"
    /// Content insets narrow the layout and move scroll targets.
    case contentInsets = "content insets"
}
