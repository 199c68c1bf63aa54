import CustomDump
import Tessera

/// Compares what a screen shows — the text `assertSnapshot(of: view, as: .frames)` records — with the
/// text written in the test, so that a screen's expected frames stay beside the code that makes
/// them; a failure prints the lines that differ.
@MainActor
func expectFrames(
    of view: HeadlessCollectionView, includingDecorations: Bool = false, _ expected: () -> String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    view.layoutIfNeeded()
    expectNoDifference(
        view.dump(includingDecorations: includingDecorations), expected(), fileID: fileID, filePath: filePath,
        line: line, column: column)
}
