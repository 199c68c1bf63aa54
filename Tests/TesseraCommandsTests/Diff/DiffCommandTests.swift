import Foundation
import Testing

@Suite("tessera diff", .temporaryFiles)
struct DiffCommandTests {
    @Test func printsTheBatchUpdateWithTheDocumentedKeys() async throws {
        let old = try CommandRunner.temporaryFile(
            #"{"sections": [{"id": "A", "items": ["a", "b", {"id": "c", "content": "v1"}, "d"]}, {"id": "B", "items": ["e"]}]}"#
        )
        let new = try CommandRunner.temporaryFile(
            #"{"sections": [{"id": "B", "items": ["e", "x"]}, {"id": "A", "items": ["b", "a", {"id": "c", "content": "v2"}]}, {"id": "C"}]}"#
        )
        let result = try await CommandRunner.run(["diff", old, new])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == #"""
                {"items":{"deleted":[[0,3]],"inserted":[[0,1]],"moved":[[[0,1],[1,0]]],"reconfigured":[[1,2]],"reloaded":[]},"sections":{"deleted":[],"inserted":[2],"moved":[[1,0]],"reloaded":[]}}

                """#)
    }

    @Test func reloadFlagReportsContentChangesAsReloads() async throws {
        let old = try CommandRunner.temporaryFile(
            #"{"sections": [{"id": "A", "items": [{"id": "c", "content": "v1"}]}]}"#)
        let new = try CommandRunner.temporaryFile(
            #"{"sections": [{"id": "A", "items": [{"id": "c", "content": "v2"}]}]}"#)
        let result = try await CommandRunner.run(["diff", "--reload", old, new])
        #expect(result.output.contains(#""reconfigured":[],"reloaded":[[0,0]]"#))
    }

    @Test func shippedExampleFilesWork() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = root.appendingPathComponent("Examples/Data/diff")
        let result = try await CommandRunner.run([
            "diff", data.appendingPathComponent("old.json").path, data.appendingPathComponent("new.json").path,
        ])
        #expect(result.status == 0)
        #expect(result.output.contains(#""sections":{"deleted":[1]"#))
    }

    @Test(arguments: [
        (#"{"sections": [{"id": "A", "items": ["a", "a"]}]}"#, #"sections[0]: Duplicate item identifiers: "a""#),
        (#"{"sections": [{"id": "A"}, {"id": "A"}]}"#, #"sections[1]: Duplicate section identifiers: "A""#),
        (#"{"sections": [{"id": "A", "items": [3]}]}"#, "sections[0].items[0]: expected a string id or an object"),
        (#"{"sections": [{"items": []}]}"#, #"sections[0]: missing field "id""#),
        (#"{"sektions": []}"#, #"unknown field "sektions""#),
        (#"{"sections": ["#, "invalid JSON"),
        (
            #"{"sections": [{"id": "A", "items": [{"id": "b", "content": 2}]}]}"#,
            "sections[0].items[0].content: expected a string"
        ),
    ])
    func badInputExitsWithStatusTwoAndOneLine(input: String, expected: String) async throws {
        let file = try CommandRunner.temporaryFile(input)
        let result = try await CommandRunner.run(["diff", file, file])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(expected), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func aDocumentOfTheWrongTypeIsNamed() async throws {
        let file = try CommandRunner.temporaryFile(#"[{"id": "A"}]"#)
        let result = try await CommandRunner.run(["diff", file, file])
        #expect(result.status == 2)
        #expect(result.error == "tessera: \(file): expected an object\n")
    }

    @Test func missingFileIsNamed() async throws {
        let result = try await CommandRunner.run(["diff", "/nonexistent/old.json", "/nonexistent/new.json"])
        #expect(result.status == 2)
        #expect(result.error == "tessera: /nonexistent/old.json: no such file\n")
    }
}
