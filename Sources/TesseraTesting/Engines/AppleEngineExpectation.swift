import Foundation
import IssueReporting
import Tessera

/// Fails the running test unless the layout installed on `collectionView` runs on Apple's
/// compositional layout on iOS exactly as the test lays it out: on every iOS release Tessera
/// supports (`releases`, 15 to 17 by default), with the view's `tesseraLayoutEngine`, size and
/// counts, the core chooses Apple's engine (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`)
/// and the translation has no note — not even an approximation made by design — and no section is
/// refused. Each problem is one issue, naming the release and what the core said.
///
/// ```swift
/// @Test func theProductListRunsOnApplesEngine() throws {
///     let screen = try ProductListScreen(device: .iPhone15)
///     expectRunsOnAppleEngine(screen.collectionView)
/// }
/// ```
///
/// - Complexity: O(*r* × *n*) for *r* releases and a description of size *n*, plus a section
///   provider call per section and release.
@MainActor
public func expectRunsOnAppleEngine(
    _ collectionView: HeadlessCollectionView, releases: ClosedRange<Int> = 15...17,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let layout = collectionView.collectionViewLayout
    for release in releases {
        let choice = collectionView.tesseraLayoutEngine.choice(
            for: layout, in: collectionView.layoutEnvironment, itemCounts: collectionView.itemCounts,
            features: .iOS(release))
        let problems: [String]
        switch choice.engine {
        case .tessera:
            let reasons = choice.reasons.isEmpty ? ["a \(type(of: layout)) runs on Tessera's engine"] : choice.reasons
            problems = reasons.map { "runs on Tessera's engine: \($0)" }
        case .appleCompositional:
            problems = choice.reports
        }
        for problem in problems {
            reportIssue(
                "Tessera: on iOS \(release), not on Apple's engine as laid out here: \(problem)", fileID: fileID,
                filePath: filePath, line: line, column: column)
        }
    }
}
