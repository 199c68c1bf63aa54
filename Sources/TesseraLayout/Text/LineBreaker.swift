import Foundation

/// The line breaking of ``TextLayout``: greedy, on spaces, with words longer than the width broken
/// between characters. Works on the characters and their advances, computed once.
struct LineBreaker {
    let characters: [Character]
    let advances: [CGFloat]
    let width: CGFloat

    /// A small tolerance, so that text measured at exactly the width fits.
    private static let tolerance: CGFloat = 0.001

    // MARK: Breaking

    /// The character ranges of the lines (line breaks and hanging spaces excluded).
    ///
    /// - Complexity: O(*n*) for *n* characters.
    mutating func lineRanges() -> [Range<Int>] {
        guard !characters.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var paragraphStart = 0
        for index in characters.indices where characters[index].isNewline {
            breakParagraph(paragraphStart..<index, into: &ranges)
            paragraphStart = index + 1
        }
        breakParagraph(paragraphStart..<characters.count, into: &ranges)
        return ranges
    }

    /// Breaks one paragraph; an empty paragraph is one empty line.
    private func breakParagraph(_ paragraph: Range<Int>, into ranges: inout [Range<Int>]) {
        guard !paragraph.isEmpty else {
            ranges.append(paragraph)
            return
        }
        let rangesBefore = ranges.count
        var lineStart = paragraph.lowerBound
        var lineEnd = lineStart  // end of the last word placed (spaces after it hang)
        var lineWidth: CGFloat = 0  // width up to the next word, spaces included
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            // The next word and the spaces after it.
            var wordEnd = index
            var wordWidth: CGFloat = 0
            while wordEnd < paragraph.upperBound, !characters[wordEnd].isWhitespace {
                wordWidth += advances[wordEnd]
                wordEnd += 1
            }
            var spaceEnd = wordEnd
            var spaceWidth: CGFloat = 0
            while spaceEnd < paragraph.upperBound, characters[spaceEnd].isWhitespace {
                spaceWidth += advances[spaceEnd]
                spaceEnd += 1
            }
            if lineEnd > lineStart, lineWidth + wordWidth > width + Self.tolerance {
                ranges.append(lineStart..<lineEnd)
                lineStart = index
                lineWidth = 0
            }
            if lineWidth + wordWidth > width + Self.tolerance {
                // A word wider than the line: as many characters per line as fit (at least one).
                var start = index
                var used: CGFloat = 0
                for position in index..<wordEnd {
                    if position > start, used + advances[position] > width + Self.tolerance {
                        ranges.append(start..<position)
                        start = position
                        used = 0
                    }
                    used += advances[position]
                }
                lineStart = start
                lineWidth = used
            } else {
                lineWidth += wordWidth
            }
            lineEnd = wordEnd
            lineWidth += spaceWidth
            index = spaceEnd
        }
        if lineEnd > lineStart {
            ranges.append(lineStart..<lineEnd)
        } else if ranges.count == rangesBefore {
            ranges.append(lineStart..<lineStart)  // a paragraph of spaces: one empty line
        }
    }

    // MARK: Lines

    /// The line of a range.
    func line(_ range: Range<Int>) -> TextLayout.Line {
        TextLayout.Line(
            text: String(characters[range]), width: range.reduce(CGFloat(0)) { $0 + advances[$1] })
    }

    /// The last line of truncated text: as many characters from `start` on as fit with "…" after
    /// them (line breaks read as spaces, spaces before the ellipsis dropped).
    ///
    /// - Complexity: O(*k*) for the *k* characters that fit.
    func truncatedLine(from start: Int, font: SystemFont) -> TextLayout.Line {
        let ellipsis = SystemFontMetrics.advance(of: "…", in: font)
        var end = start
        var used: CGFloat = 0
        while end < characters.count, used + advances[end] + ellipsis <= width + Self.tolerance {
            used += advances[end]
            end += 1
        }
        while end > start, characters[end - 1].isWhitespace {
            end -= 1
            used -= advances[end]
        }
        let text = characters[start..<end].map { $0.isNewline ? " " : $0 }
        return TextLayout.Line(text: String(text) + "…", width: used + ellipsis)
    }
}
