import Foundation

/// Reading a `RenderedSVG` picture in tests, line by line.
enum RenderedSVGLines {
    /// The lines of the group an element is drawn in (its clip path, background, content): from
    /// its opening line to its closing one.
    static func group(_ indexPath: String, in svg: String, category: String = "cell") -> [Substring] {
        let lines = svg.split(separator: "\n")
        guard
            let start = lines.firstIndex(where: {
                $0.hasPrefix(#"  <g class="\#(category)"#) && $0.contains(#"data-index-path="\#(indexPath)""#)
            })
        else { return [] }
        let end = lines[start...].firstIndex(of: "  </g>") ?? lines.endIndex
        return Array(lines[start..<end])
    }

    /// The text a picture draws: the contents of its text elements, one after the other, separated
    /// by spaces — so that a text wrapped on several lines (at the accessibility sizes, on a
    /// narrow screen) reads as it was written.
    ///
    /// - Complexity: O(*c*) for *c* characters of the picture.
    static func text(in svg: String) -> String {
        svg.split(separator: "\n").compactMap { line -> Substring? in
            guard line.contains("<text"), let start = line.firstIndex(of: ">"),
                let end = line.range(of: "</text>")?.lowerBound, start < end
            else { return nil }
            return line[line.index(after: start)..<end]
        }.joined(separator: " ")
    }

    /// Whether a picture draws a text, wrapped or not: at the accessibility sizes a text breaks
    /// between words, and inside a word too long for its line.
    ///
    /// - Complexity: O(*c*) for *c* characters of the picture.
    static func draws(_ text: String, in svg: String) -> Bool {
        Self.text(in: svg).filter { !$0.isWhitespace }.contains(text.filter { !$0.isWhitespace })
    }

    /// The value of a numeric attribute in a line of SVG, `nil` when it has none.
    static func number(_ name: String, in line: Substring) -> Double? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
    }
}
