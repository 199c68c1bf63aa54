import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `ContentInsetsReference`: which of the container's insets a section's content insets count
/// from — none, the safe area, the layout margins (at least the safe area), the readable content
/// guide (at least both) — and `.automatic` takes the configuration's.
@Suite("ContentInsetsReference")
struct ContentInsetsReferenceTests {
    /// 390 wide: safe area 20 / 10, layout margins 30 / 8, readable content 50 / 50 (leading / trailing).
    private var environment: LayoutEnvironment {
        var environment = LayoutEnvironment(width: 390, height: 844)
        environment.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        environment.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 8)
        environment.readableContentInsets = DirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50)
        return environment
    }

    private func row(
        _ reference: ContentInsetsReference, configuration: LayoutConfiguration = LayoutConfiguration()
    ) throws -> CGRect {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        section.contentInsetsReference = reference
        let solution = try solve(section, items: 1, environment: environment, configuration: configuration)
        return try #require(LayoutChecks.cellFrames(solution).first)
    }

    @Test(arguments: [
        (ContentInsetsReference.none, 0.0, 0.0),
        (.safeArea, 20, 10),
        (.layoutMargins, 30, 10),
        (.readableContent, 50, 50),
    ])
    func theSectionsInsetsCountFromTheReference(
        _ reference: ContentInsetsReference, leading: CGFloat, trailing: CGFloat
    ) throws {
        let frame = try row(reference)
        expectFrame(frame, CGRect(leading + 5, 0, 390 - leading - trailing - 10, 44))
    }

    @Test func automaticTakesTheConfigurationsReference() throws {
        // The configuration's default is the safe area.
        expectFrame(try row(.automatic), try row(.safeArea))
        for reference in [ContentInsetsReference.none, .layoutMargins, .readableContent] {
            var configuration = LayoutConfiguration()
            configuration.contentInsetsReference = reference
            expectFrame(try row(.automatic, configuration: configuration), try row(reference))
        }
    }

    @Test func rawValuesAreUIKits() {
        #expect(ContentInsetsReference.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(ContentInsetsReference(rawValue: 4) == .readableContent)
    }
}
