import Foundation
@_spi(Testing) import Tessera
import Testing

/// `ScreenContentBuilder`: a section's rows, spaces and blocks, in the order written, with Swift's
/// control flow; what a branch not taken would have added leaves no trace (no row, no space).
@Suite("ScreenContentBuilder")
struct ScreenContentBuilderTests {
    private func rows(_ section: ScreenSection) throws -> (ids: [String], spaces: [CGFloat]) {
        let built = try ScreenDescription(interSectionSpacing: 0) { section }.buildScreen()
        return (built.snapshot.itemIdentifiers.map(\.id), built.layout.sections[0].items.map(\.spaceBefore))
    }

    @Test(arguments: [false, true])
    func aBranchNotTakenAddsNeitherRowNorSpace(_ showsSeat: Bool) throws {
        let section = ScreenSection("trip") {
            ScreenRow(TextCellModel("Paris"), id: "from")
            if showsSeat {
                ScreenSpace(.huge)
                ScreenRow(TextCellModel("Seat 42"), id: "seat")
            }
            ScreenRow(TextCellModel("Lyon"), id: "to")
        }
        let (ids, spaces) = try rows(section)
        if showsSeat {
            #expect(ids == ["trip/from", "trip/seat", "trip/to"])
            #expect(spaces == [0, 40, 0])
        } else {
            #expect(ids == ["trip/from", "trip/to"])
            #expect(spaces == [0, 0])
        }
    }

    @Test(arguments: [false, true])
    func anIfElseTakesOneBranch(_ signedIn: Bool) throws {
        let section = ScreenSection("account") {
            if signedIn {
                ScreenRow(KeyValueCellModel("Name", "Ada"), id: "name")
            } else {
                ScreenRow(ButtonCellModel("Sign in"), id: "sign-in")
            }
        }
        #expect(try rows(section).ids == [signedIn ? "account/name" : "account/sign-in"])
    }

    @Test func aForLoopAddsRowsInOrderAndIdentifiesThemByPlace() throws {
        let stops = ["Paris", "Dijon", "Lyon"]
        let section = ScreenSection("route") {
            for stop in stops {
                ScreenRow(TextCellModel(stop))
            }
        }
        let built = try ScreenDescription { section }.build().snapshot
        #expect(built.itemIdentifiers.map(\.id) == (0..<3).map { "route/\(TextCellModel.reuseIdentifier)#\($0)" })
        #expect(built.itemIdentifiers.map { $0.model.content.text } == stops)
    }
}
