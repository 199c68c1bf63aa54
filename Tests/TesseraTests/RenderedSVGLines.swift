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

    /// The value of a numeric attribute in a line of SVG, `nil` when it has none.
    static func number(_ name: String, in line: Substring) -> Double? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
    }
}
