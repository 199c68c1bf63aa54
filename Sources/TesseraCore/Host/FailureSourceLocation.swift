import Foundation

/// A place in source code a failure is reported at (IssueReporting's `fileID`, `filePath`,
/// `line` and `column`).
package struct FailureSourceLocation: Sendable {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}
