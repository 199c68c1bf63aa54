import TesseraDiff
import Testing

/// Messages escape control characters and abridge long input (docs/Reliability.md, "Messages").
@Suite("Message text")
struct MessageTextTests {
    /// A 1 MB identifier went whole into the error's message, and its control characters
    /// unescaped: the message now holds its first and last 80 characters, escaped.
    @Test func aLongIdentifierWithControlCharactersIsEscapedAndAbridged() throws {
        let identifier = "start\n\u{1B}[31m" + String(repeating: "x", count: 1_000_000) + "end\t"
        var snapshot = Snapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([identifier], toSection: 0)
        let error = #expect(throws: SnapshotError.self) { try snapshot.appendItems([identifier], toSection: 0) }
        let message = try #require(error).description
        #expect(message.count < 400)
        #expect(message.contains("start\\n\\u{1B}[31mxxx"))
        #expect(message.contains("(999855 more characters)"))
        #expect(message.contains("xxxend\\t"))
        #expect(!message.contains("\n"))
    }
}
