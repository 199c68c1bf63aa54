import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

func solve(
    _ section: LayoutSection, items: Int, environment: LayoutEnvironment = LayoutChecks.iPhone,
    configuration: LayoutConfiguration = LayoutConfiguration()
) throws -> LayoutSolution {
    try CompositionalLayout(section: section, configuration: configuration).solve(
        in: environment, content: LayoutContent(itemCounts: [items]))
}

/// Expects frames to match, naming the first mismatch.
func expectFrames(_ actual: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        actual.count == expected.count, "\(actual.count) frames instead of \(expected.count): \(actual)",
        sourceLocation: sourceLocation)
    for (index, (got, want)) in zip(actual, expected).enumerated() where !LayoutChecks.approximatelyEqual(got, want) {
        Issue.record("frame \(index): \(got) instead of \(want)", sourceLocation: sourceLocation)
    }
}

func expectFrame(_ actual: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no frame, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        LayoutChecks.approximatelyEqual(actual, expected), "\(actual) instead of \(expected)",
        sourceLocation: sourceLocation)
}
