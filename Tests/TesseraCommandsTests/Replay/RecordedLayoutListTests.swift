import Foundation
import Tessera
import TesseraCore
import Testing

@testable import TesseraCommands

/// A recording writes a list layout in the `LIST` form of docs/LayoutJSON.md: `tessera layout`
/// reads back the same list configuration, and so does the replay.
@Suite("Recorded list layouts")
struct RecordedLayoutListTests {
    static var configurations: [ListConfiguration] {
        var all: [ListConfiguration] = []
        for appearance in ListConfiguration.Appearance.allCases {
            for header in [ListConfiguration.HeaderMode.none, .supplementary, .firstItemInSection] {
                for footer in [ListConfiguration.FooterMode.none, .supplementary] {
                    var configuration = ListConfiguration(appearance: appearance)
                    configuration.headerMode = header
                    configuration.footerMode = footer
                    configuration.showsSeparators = header != .supplementary
                    configuration.rowHeight = footer == .none ? nil : 50
                    configuration.headerTopPadding = header == .none ? 3 : nil
                    configuration.estimatedRowHeight = appearance == .plain ? 44 : 61
                    all.append(configuration)
                }
            }
        }
        return all
    }

    @Test func theCommandAndTheReplayReadTheListARecordingWrites() throws {
        for configuration in Self.configurations {
            let recorded = RecordedLayout(CompositionalLayout.list(using: configuration), salt: 7)
            let json = try JSONEncoder().encode(try #require(recorded.list, "\(recorded)"))
            let read = try JSONDecoder().decode(ListDescription.self, from: json).value
            #expect(read == configuration, "\(String(decoding: json, as: UTF8.self))")
            let replayed = try #require(recorded.layout)
            #expect(replayed.isSameLayout(as: CompositionalLayout.list(using: configuration)))
        }
    }
}
