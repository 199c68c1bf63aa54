import ArgumentParser
import Testing

@testable import TesseraCommands

/// The help `tessera --help` and each command's `--help` print: swift-argument-parser wraps prose to
/// the terminal's width, so a paragraph written over several source lines would be broken twice
/// ("Frames are in⏎content⏎coordinates" in 80 columns). Every prose line of a discussion is a whole
/// paragraph; lines kept as written (examples, JSON) are indented and fit 80 columns.
@Suite("tessera help text")
struct HelpTextTests {
    static let commands: [any ParsableCommand.Type] = [TesseraCommand.self] + TesseraCommand.configuration.subcommands

    @Test(arguments: commands.map { $0.configuration.commandName ?? "" })
    func proseIsNotHardWrappedAndExamplesFitEightyColumns(_ name: String) throws {
        let command = try #require(Self.commands.first { $0.configuration.commandName == name })
        let lines = command.configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.isEmpty)
        for (line, next) in zip(lines, lines.dropFirst().map(Optional.some) + [nil]) {
            if line.hasPrefix("  ") {
                #expect(line.count <= 78, "\(name): \"\(line)\" is wider than the help's 80 columns")
            } else if !line.isEmpty, !line.hasSuffix(":"), let next, !next.isEmpty, !next.hasPrefix("  ") {
                Issue.record("\(name): the paragraph \"\(line)\" goes on at the next line; join it (a backslash)")
            }
        }
    }

    @Test func theRootHelpShowsNoLineWiderThanEightyColumns() {
        for command in Self.commands {
            let help = TesseraCommand.helpMessage(for: command, columns: 80)
            for line in help.split(separator: "\n") where !line.hasPrefix("USAGE:") {
                #expect(line.count <= 80, "\(command.configuration.commandName ?? ""): \(line)")
            }
        }
    }
}
