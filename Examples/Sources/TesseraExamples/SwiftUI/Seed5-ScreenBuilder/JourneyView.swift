#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI
    import Tessera
    import TesseraSwiftUI
    import TesseraUIKit

    /// Seed 5 in SwiftUI: the journey summary of ``JourneyViewController``, described with the
    /// screen builder — cards, separators, a timeline and named vertical spaces.
    ///
    /// The screen builder's cells come from a catalog, and its only catalog on iOS is UIKit's
    /// (`.uikit`): there is no SwiftUI form. So the same description is built
    /// (`ScreenDescription.build()`: the seed's stacked layout and the snapshot) and shown through
    /// `CollectionList`, each catalog model drawn by SwiftUI; the layout still places the
    /// spaces and draws the decoration blocks. "Delay" changes the arrival; only that row updates.
    @available(iOS 16, *)
    struct JourneyView: View {
        @State private var journey = JourneyScreen.sample

        var body: some View {
            content
                .background(Color(uiColor: JourneyScreen.background.uiColor))
                .toolbar {
                    Button("Delay") {
                        withAnimation { journey.arrival += " (+15 min)" }
                    }
                }
        }

        // MARK: Content

        /// The built screen, or what went wrong when its description is invalid.
        @ViewBuilder private var content: some View {
            switch Result(catching: { try JourneyScreen.data(for: journey).build() }) {
            case .success(let screen):
                CollectionList(sections: sections(of: screen.snapshot), layout: screen.layout) { row in
                    ListContentRow(content: row.model.content)
                        .padding(.vertical, row.model.background == nil ? 0 : 14)
                        .background { background(row.model.background) }
                }
            case .failure(let error):
                Text("The journey cannot be shown: \(String(describing: error))").padding()
            }
        }

        /// A model's background (the button's filled, rounded one), or nothing.
        @ViewBuilder private func background(_ configuration: BackgroundConfiguration?) -> some View {
            if let configuration, let color = configuration.backgroundColor {
                RoundedRectangle(cornerRadius: configuration.cornerRadius, style: .continuous)
                    .fill(Color(uiColor: color.uiColor))
            }
        }

        /// The snapshot's sections and items, as the list's sections of rows.
        private func sections(of snapshot: Snapshot<String, ScreenItem>) -> [(String, [JourneyRow])] {
            snapshot.sectionIdentifiers.map { section in
                (section, snapshot.itemIdentifiers(inSection: section).map(JourneyRow.init))
            }
        }
    }
#endif
