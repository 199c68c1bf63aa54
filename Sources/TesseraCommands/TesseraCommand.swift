import ArgumentParser
import Foundation

/// The `tessera` command-line tool.
public struct TesseraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lay out, diff and preview Tessera collection views without a simulator.",
        subcommands: [LayoutCommand.self, DiffCommand.self]
    )

    public init() {}

    /// Parses the arguments and runs the command. Errors print one line on standard error and exit
    /// with status 2; `--help` prints help and exits with 0.
    public static func runMain(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = Self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("tessera: \(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}
