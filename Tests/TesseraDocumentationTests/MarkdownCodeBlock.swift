import Foundation

/// A fenced code block of a Markdown file: its language and its text, without the fences and
/// without the fence's own indentation (a block inside a list item is indented).
struct MarkdownCodeBlock: Sendable {
    /// The info string after the opening fence: `swift`, `sh`, `text`…
    var language: String
    /// The lines between the fences, joined with newlines.
    var text: String
    /// The file, relative to the repository.
    var file: String
    /// The line of the opening fence, counted from 1.
    var line: Int

    /// Where the block is, for failure messages.
    var location: String { "\(file):\(line)" }

    /// Every fenced block of `markdown`, in order. A block that is never closed ends the file.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    static func blocks(in markdown: String, file: String) -> [MarkdownCodeBlock] {
        var blocks: [MarkdownCodeBlock] = []
        var open: (language: String, indentation: Int, line: Int, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indentation = line.count - trimmed.count
            if var block = open {
                if trimmed.hasPrefix("```"), trimmed.allSatisfy({ $0 == "`" }) {
                    let text = block.lines.joined(separator: "\n")
                    blocks.append(MarkdownCodeBlock(language: block.language, text: text, file: file, line: block.line))
                    open = nil
                } else {
                    block.lines.append(line.dropFirst(min(block.indentation, indentation)))
                    open = block
                }
            } else if trimmed.hasPrefix("```") {
                let language = trimmed.drop { $0 == "`" }.trimmingCharacters(in: .whitespaces)
                open = (language, indentation, index + 1, [])
            }
        }
        if let block = open {
            let text = block.lines.joined(separator: "\n")
            blocks.append(MarkdownCodeBlock(language: block.language, text: text, file: file, line: block.line))
        }
        return blocks
    }
}
