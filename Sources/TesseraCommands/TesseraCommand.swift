import ArgumentParser
import Foundation
import TesseraDiff

/// The `tessera` command-line tool.
public struct TesseraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lay out, diff and preview Tessera collection views without a simulator.",
        discussion: """
            With no subcommand, writes the gallery of the example screens into \
            ./tessera-gallery/ and prints the index page's path.

            Examples:
              tessera
              tessera preview spec.json --format svg -o layout.svg
              tessera layout Examples/Data/layouts/issue-sample.json
              tessera diff Examples/Data/diff/old.json Examples/Data/diff/new.json
              tessera fuzz --seconds 600 --seed 42
              tessera replay tessera-recording-812-1.json
            """,
        version: TesseraCommand.version,
        subcommands: [
            GalleryCommand.self, PreviewCommand.self, LayoutCommand.self, DiffCommand.self, FuzzCommand.self,
            ReplayCommand.self,
        ],
        defaultSubcommand: GalleryCommand.self
    )

    /// The version `tessera --version` prints: `TesseraVersion.current`.
    public static let version = TesseraVersion.current

    public init() {}

    /// Parses the arguments and runs the command: `--help` and `--version` print and exit with
    /// 0, a failed check (`tessera fuzz` finding an invariant failure) exits with 1 after its
    /// report, and bad usage or input prints one line on standard error — followed, for bad
    /// usage, by the command's usage and where to find its help — and exits with 2.
    ///
    /// The parsing, messages and help are swift-argument-parser's (`parseAsRoot`, `message(for:)`,
    /// `fullMessage(for:)`); only the exit statuses differ from its `main()`, which exits with 64
    /// (`EX_USAGE`) for bad usage and cannot tell bad input from a failed check.
    public static func runMain(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        do {
            if let unknown = unknownSubcommand(in: arguments) { throw unknown }
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let outcome = outcome(of: error)
            if let output = outcome.output { print(output) }
            if let message = outcome.errorLine {
                let usage = outcome.usage.map { "\n\($0)" } ?? ""
                FileHandle.standardError.write(Data("tessera: \(message)\(usage)\n".utf8))
            }
            Foundation.exit(outcome.status)
        }
    }

    /// What the command prints and its exit status for an error a command threw: `usage` is the
    /// usage hint that follows the error line for bad usage (a parse or validation error).
    ///
    /// - Complexity: O(1), plus the message.
    public static func outcome(of error: any Error) -> (
        status: Int32, output: String?, errorLine: String?, usage: String?
    ) {
        if let exit = error as? ExitCode {
            // The command already printed what happened (a fuzz report, say).
            return (exit.rawValue, nil, nil, nil)
        }
        if exitCode(for: error) == .success {
            return (0, fullMessage(for: error), nil, nil)
        }
        let message = Self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        return (2, nil, message, usageHint(for: error))
    }

    /// A usage error for a first argument that names no subcommand (`tessera galery`), with the
    /// nearest name when one is a letter or two away; `nil` when the first argument is an option,
    /// a subcommand or `help`. Without it the default subcommand (the gallery) would take the word
    /// and answer with its own usage.
    ///
    /// - Complexity: O(*s* × *n* × *m*) for *s* subcommands of names of *m* characters and a word of
    ///   *n* characters.
    static func unknownSubcommand(in arguments: [String]) -> ValidationError? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
        guard !names.contains(word) else { return nil }
        let nearest = names.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
        let suggestion = nearest.flatMap { $0.1 <= 2 ? " Did you mean '\($0.0)'?" : nil } ?? ""
        return ValidationError(
            "unknown command '\(word)'.\(suggestion) The commands are \(names.dropLast().joined(separator: ", ")).")
    }

    /// The number of letters to insert, delete or replace to turn one word into another
    /// (Levenshtein's distance), row by row.
    ///
    /// - Complexity: O(*n* × *m*) for words of *n* and *m* characters.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let (a, b) = (Array(first), Array(second))
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for j in b.indices {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The "Usage: …" lines of swift-argument-parser's full message for a usage error, `nil` for
    /// other errors (a missing file, bad JSON).
    private static func usageHint(for error: any Error) -> String? {
        guard exitCode(for: error) == .validationFailure else { return nil }
        let lines = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Usage:") }) else { return nil }
        let hint = lines[start...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return hint.isEmpty ? nil : hint
    }
}
