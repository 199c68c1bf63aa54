#if SnapshotTesting
    import Foundation
    import SnapshotTesting
    import TesseraLayout
    import TesseraPreview

    /// Snapshot strategies for layout solutions, for pointfreeco/swift-snapshot-testing: the frames as
    /// text, or the SVG picture. Both are compared line by line, so a failure names what moved.
    ///
    /// ```swift
    /// let solution = try layout.solve(in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [6]))
    /// assertSnapshot(of: solution, as: .frames)
    /// assertSnapshot(of: solution, as: .svg)      // opens in any browser
    /// ```
    extension Snapshotting where Value == LayoutSolution, Format == String {
        /// Every element — cells, supplementary and decoration views — with its frame, one per line,
        /// in the solution's order, under the content size.
        public static var frames: Snapshotting {
            var strategy = SimplySnapshotting.lines.pullback(LayoutFramesText.text(of:))
            strategy.pathExtension = "txt"
            return strategy
        }

        /// The SVG picture of the solution at its content offset (TesseraPreview's `SVGPreview`).
        public static var svg: Snapshotting {
            var strategy = SimplySnapshotting.lines.pullback { (solution: LayoutSolution) in SVGPreview.render(solution)
            }
            strategy.pathExtension = "svg"
            return strategy
        }
    }

    /// The text of the `frames` strategy.
    enum LayoutFramesText {
        /// Every element of a solution with its frame.
        ///
        /// - Complexity: O(*e*) for *e* elements.
        static func text(of solution: LayoutSolution) -> String {
            var lines = ["content \(number(solution.contentSize.width))×\(number(solution.contentSize.height))"]
            for element in solution.allElements() {
                let kind = element.elementKind.map { " \($0)" } ?? ""
                let frame = element.frame
                lines.append(
                    "\(element.category)\(kind) \(Array(element.indexPath)) (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
                )
            }
            return lines.joined(separator: "\n")
        }

        /// A number as short as it can be written: whole numbers without decimals, others with two.
        static func number(_ value: CGFloat) -> String {
            guard value.isFinite else { return "\(value)" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return String(format: "%.2f", Double(value))
        }
    }
#endif
