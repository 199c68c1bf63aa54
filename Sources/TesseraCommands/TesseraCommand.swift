import ArgumentParser
import Foundation

/// The `tessera` command-line tool.
public struct TesseraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lay out, diff and preview Tessera collection views without a simulator.",
        discussion: """
        With no subcommand, writes the gallery of the example screens into ./tessera-gallery/.

        Examples:
          tessera                                     # the gallery; prints the index page's path
          tessera preview spec.json --format svg -o layout.svg
          tessera layout Examples/Data/layouts/issue-sample.json
          tessera diff Examples/Data/diff/old.json Examples/Data/diff/new.json
          tessera fuzz --seconds 600 --seed 42
        """,
        subcommands: [GalleryCommand.self, PreviewCommand.self, LayoutCommand.self, DiffCommand.self, FuzzCommand.self],
        defaultSubcommand: GalleryCommand.self
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
