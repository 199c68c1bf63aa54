import Foundation
import Testing

/// The DocC cookbook (`Sources/Tessera/Tessera.docc/Cookbook.md`): every everyday task has its
/// recipe, each recipe shows compiled files — a UIKit one and a SwiftUI one, or a test file — and
/// says which engine runs it on iOS, and the landing page links the cookbook first. That the blocks
/// are the files, character for character, is ``DocumentationSnippetTests``'s check.
@Suite("The cookbook")
struct CookbookTests {
    static let cookbookPath = "Sources/Tessera/Tessera.docc/Cookbook.md"

    /// The everyday tasks, in the cookbook's order.
    static let tasks = [
        "A list with swipe actions", "A grid with section headers", "A sideways carousel", "A self-sizing custom cell",
        "An animated update", "Pull to refresh", "Load more", "An empty state", "Selection and navigation",
        "Reordering", "A test of the screen across devices",
    ]

    /// A recipe: its heading, the text under it up to the next heading, and its code blocks.
    struct Recipe {
        var title: String
        var text: String
        var blocks: [MarkdownCodeBlock]
    }

    /// The recipes of the cookbook's "Recipes" section.
    static func recipes() throws -> [Recipe] {
        let text = try String(
            contentsOf: SnippetFile.repository.appendingPathComponent(cookbookPath), encoding: .utf8)
        guard let start = text.range(of: "\n## Recipes\n") else { return [] }
        let section = text[start.upperBound...].components(separatedBy: "\n## ")[0]
        return section.components(separatedBy: "\n### ").dropFirst().map { part in
            let title = String(part.prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
            return Recipe(title: title, text: part, blocks: MarkdownCodeBlock.blocks(in: part, file: cookbookPath))
        }
    }

    /// The snippet file a block shows, if any.
    static func file(shownBy block: MarkdownCodeBlock) -> SnippetFile? {
        SnippetFile.all.first { $0.shown == block.text }
    }

    @Test func everyEverydayTaskHasARecipe() throws {
        #expect(try Self.recipes().map(\.title) == Self.tasks)
    }

    @Test func everyRecipeShowsCompiledFilesAndSaysWhichEngineRunsIt() throws {
        for recipe in try Self.recipes() {
            let files = recipe.blocks.filter { $0.language == "swift" }.compactMap(Self.file(shownBy:))
            #expect(!files.isEmpty, "\(recipe.title): no compiled file")
            let folders = Set(files.map { ($0.path as NSString).deletingLastPathComponent })
            if recipe.title == "A test of the screen across devices" {
                #expect(files.allSatisfy { $0.kind == .testFile }, "\(recipe.title): a test file that swift test runs")
                #expect(recipe.text.contains("**Engine in tests:**"), "\(recipe.title)")
            } else {
                #expect(folders.contains("Tests/TesseraUIKitTests/Snippets/Cookbook"), "\(recipe.title): UIKit")
                #expect(recipe.text.contains("\nUIKit:\n"), "\(recipe.title)")
                if recipe.title != "Reordering" {
                    #expect(folders.contains("Tests/TesseraSwiftUITests/Snippets/Cookbook"), "\(recipe.title): SwiftUI")
                    #expect(recipe.text.contains("\nSwiftUI:\n"), "\(recipe.title)")
                }
            }
            // One line per recipe says which engine runs it, from the rule the article states once.
            #expect(
                recipe.text.components(separatedBy: "**Engine on iOS:**").count
                    + recipe.text.components(separatedBy: "**Engine in tests:**").count - 2 == 1,
                "\(recipe.title): one engine line")
        }
    }

    /// Every file of the cookbook's folders is a recipe's.
    @Test func everyCookbookFileBelongsToARecipe() throws {
        let shown = Set(try Self.recipes().flatMap(\.blocks).map(\.text))
        let cookbookFiles = SnippetFile.all.filter { $0.path.contains("/Snippets/Cookbook/") }
        #expect(cookbookFiles.count >= 19)
        for file in cookbookFiles { #expect(shown.contains(file.shown), "\(file) is in no recipe") }
    }

    @Test func theLandingPageLinksTheCookbookFirst() throws {
        let landing = try String(
            contentsOf: SnippetFile.repository.appendingPathComponent("Sources/Tessera/Tessera.docc/Tessera.md"),
            encoding: .utf8)
        let firstLink = landing.firstMatch(of: /<doc:([A-Za-z]+)>/).map { String($0.1) }
        #expect(firstLink == "Cookbook")
        let topics = try #require(landing.range(of: "## Topics"))
        #expect(landing[topics.upperBound...].firstMatch(of: /<doc:([A-Za-z]+)>/).map { String($0.1) } == "Cookbook")
    }
}
