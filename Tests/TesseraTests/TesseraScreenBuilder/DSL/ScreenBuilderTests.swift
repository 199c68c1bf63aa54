import Foundation
@_spi(Testing) import Tessera
import Testing

/// `ScreenBuilder`: the sections of a `ScreenDescription { … }`, in the order written, with
/// Swift's `if`, `if`–`else`, `switch` and `for`.
@Suite("ScreenBuilder")
struct ScreenBuilderTests {
    private func sectionIDs(_ screen: ScreenDescription) throws -> [String] {
        try screen.build().snapshot.sectionIdentifiers
    }

    @Test func sectionsComeInTheOrderWritten() throws {
        let screen = ScreenDescription {
            ScreenSection("b") { ScreenRow(TextCellModel("1")) }
            ScreenSection("a") { ScreenRow(TextCellModel("2")) }
            ScreenSection("c") { ScreenRow(TextCellModel("3")) }
        }
        #expect(try sectionIDs(screen) == ["b", "a", "c"])
        #expect(try screen.buildScreen().layout.sections.count == 3)
    }

    @Test(arguments: [false, true])
    func anIfWithoutElseAddsItsSectionOnlyWhenTrue(_ showsOffers: Bool) throws {
        let screen = ScreenDescription {
            ScreenSection("trip") { ScreenRow(TextCellModel("Paris")) }
            if showsOffers {
                ScreenSection("offers") { ScreenRow(TextCellModel("€19")) }
            }
            ScreenSection("help") { ScreenRow(TextCellModel("Help")) }
        }
        #expect(try sectionIDs(screen) == (showsOffers ? ["trip", "offers", "help"] : ["trip", "help"]))
    }

    @Test(arguments: [0, 1, 2])
    func eitherBranchOfAnIfElseOrASwitchIsTheOneTaken(_ state: Int) throws {
        let screen = ScreenDescription {
            if state == 0 {
                ScreenSection("empty") { ScreenRow(TextCellModel("Nothing yet")) }
            } else {
                switch state {
                case 1: ScreenSection("one") { ScreenRow(TextCellModel("One")) }
                default: ScreenSection("many") { ScreenRow(TextCellModel("Many")) }
                }
            }
        }
        #expect(try sectionIDs(screen) == [["empty"], ["one"], ["many"]][state])
    }

    @Test func aForLoopAddsOneSectionPerElementInOrder() throws {
        let days = ["Mon", "Tue", "Wed"]
        let screen = ScreenDescription {
            ScreenSection("title") { ScreenRow(TitleCellModel("Week")) }
            for day in days {
                ScreenSection(day) { ScreenRow(TextCellModel(day)) }
            }
        }
        #expect(try sectionIDs(screen) == ["title", "Mon", "Tue", "Wed"])
        let built = try screen.build().snapshot
        #expect(built.itemIdentifiers(inSection: "Tue").map(\.id) == ["Tue/\(TextCellModel.reuseIdentifier)#0"])
    }

    @Test func twoLoopIterationsWithTheSameIDAreADuplicateSection() {
        let screen = ScreenDescription {
            for _ in 0..<2 {
                ScreenSection("same") { ScreenRow(TextCellModel("x")) }
            }
        }
        #expect(throws: ScreenBuilderError.duplicateSection("same")) { try screen.build() }
    }
}
