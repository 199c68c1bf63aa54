#if SnapshotTesting
    import Foundation
    import SnapshotTesting
    import Tessera
    import TesseraPreview

    /// Snapshot strategies for a screen on the headless collection view: what it shows as text, its
    /// layout as an SVG picture, or the screen itself drawn from its cells' content. Use them from the main actor, as every use of a collection view.
    ///
    /// ```swift
    /// @MainActor @Test func searchResults() {
    ///     let view = HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    ///     // … set up the screen …
    ///     assertSnapshot(of: view, as: .frames)    // visible cells with their frames and content
    ///     assertSnapshot(of: view, as: .svg)
    ///     assertSnapshot(of: view, as: .renderedSVG)                         // the screen as drawn
    ///     assertSnapshot(of: view, as: .renderedSVG(appearance: .dark))
    /// }
    /// ```
    extension Snapshotting where Value == HeadlessCollectionView, Format == String {
        /// The visible cells and supplementary views, with their frames and what they show
        /// (`HeadlessCollectionView.dump()`), after a layout pass.
        @MainActor
        public static var frames: Snapshotting {
            frames(includingDecorations: false)
        }

        /// `.frames`, with the decoration views too when `includingDecorations` is true.
        @MainActor
        public static func frames(includingDecorations: Bool) -> Snapshotting {
            var strategy = SimplySnapshotting.lines.pullback { (view: HeadlessCollectionView) in
                MainActor.assumeIsolated {
                    view.layoutIfNeeded()
                    return view.dump(includingDecorations: includingDecorations)
                }
            }
            strategy.pathExtension = "txt"
            return strategy
        }

        /// The SVG picture of the view's layout at its scroll position, with the visible area outlined.
        @MainActor
        public static var svg: Snapshotting {
            var strategy = SimplySnapshotting.lines.pullback { (view: HeadlessCollectionView) in
                MainActor.assumeIsolated {
                    view.layoutIfNeeded()
                    guard var solution = view.layoutSolution else {
                        return
                            "<!-- the collection view has no layout solution (empty bounds, or a layout error: \(view.failures.map(\.message))) -->"
                    }
                    solution.contentOffset = view.contentOffset
                    return SVGPreview.render(solution)
                }
            }
            strategy.pathExtension = "svg"
            return strategy
        }

        /// The screen as it looks: every visible cell, supplementary and decoration view drawn from its
        /// content (TesseraPreview's `RenderedSVG`), in the light appearance on the system background.
        @MainActor
        public static var renderedSVG: Snapshotting {
            renderedSVG(appearance: .light)
        }

        /// The screen as it looks in an appearance, on a background colour (`.systemGroupedBackground`
        /// for grouped lists).
        @MainActor
        public static func renderedSVG(
            appearance: PreviewAppearance, background: ConfigurationColor = .systemBackground
        ) -> Snapshotting {
            var strategy = SimplySnapshotting.lines.pullback { (view: HeadlessCollectionView) in
                MainActor.assumeIsolated {
                    RenderedSVG.render(view, appearance: appearance, background: background)
                }
            }
            strategy.pathExtension = "svg"
            return strategy
        }
    }
#endif
