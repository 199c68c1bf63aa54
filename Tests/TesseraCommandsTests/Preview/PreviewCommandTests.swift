import Foundation
import Testing

@Suite("tessera preview", .temporaryFiles)
struct PreviewCommandTests {
    static let sample = LayoutCommandTests.examples.appendingPathComponent("issue-sample.json").path

    @Test func writesSVGForAnyShippedLayout() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: LayoutCommandTests.examples.path).filter {
            $0.hasSuffix(".json")
        }
        for file in files {
            let output = try CommandRunner.temporaryFile("", name: "out.svg")
            let result = try await CommandRunner.run([
                "preview", LayoutCommandTests.examples.appendingPathComponent(file).path, "--format", "svg", "-o",
                output,
            ])
            #expect(result.status == 0, "\(file): \(result.error)")
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(file)")
            #expect(svg.contains(#"class="viewport""#), "\(file)")
        }
    }

    @Test func sizeAndOffsetOptionsChangeThePicture() async throws {
        let output = try CommandRunner.temporaryFile("", name: "out.svg")
        let result = try await CommandRunner.run([
            "preview", Self.sample, "--format", "svg", "--width", "820", "--height", "600", "--offset", "100", "-o",
            output,
        ])
        #expect(result.status == 0, "\(result.error)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains(#"<rect class="viewport" x="0" y="100" width="820" height="600""#))
    }

    @Test func writesHTMLInEveryDeviceSizeOrTheGivenOne() async throws {
        let all = try CommandRunner.temporaryFile("", name: "all.html")
        #expect(try await CommandRunner.run(["preview", Self.sample, "--format", "html", "-o", all]).status == 0)
        let page = try String(contentsOfFile: all, encoding: .utf8)
        #expect(page.components(separatedBy: #"<section class="variant""#).count - 1 == 6)
        let one = try CommandRunner.temporaryFile("", name: "one.html")
        #expect(
            try await CommandRunner.run(["preview", Self.sample, "--format", "html", "--width", "500", "-o", one])
                .status == 0
        )
        let single = try String(contentsOfFile: one, encoding: .utf8)
        #expect(single.components(separatedBy: #"<section class="variant""#).count - 1 == 1)
        #expect(single.contains("width:500px"))
    }

    @Test func badInputExitsWithStatus2AndOneLine() async throws {
        let output = try CommandRunner.temporaryFile("", name: "out.svg")
        for (arguments, isUsage) in [
            (["preview", Self.sample, "-o", output], true),  // no format
            (["preview", Self.sample, "--format", "png", "-o", output], true),  // unknown format
            (["preview", Self.sample, "--format", "svg", "--width", "-3", "-o", output], true),  // bad width
            (["preview", "/nonexistent/spec.json", "--format", "svg", "-o", output], false),  // missing file
        ] {
            let result = try await CommandRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.error)")
            #expect(result.error.hasPrefix("tessera: "), "\(arguments): \(result.error)")
            // One line; bad usage is followed by swift-argument-parser's two-line usage hint.
            let lines = result.error.split(separator: "\n")
            #expect(lines.count == (isUsage ? 3 : 1), "\(arguments): \(result.error)")
            #expect(
                (lines.dropFirst().first?.hasPrefix("Usage: tessera preview") ?? false) == isUsage,
                "\(arguments): \(result.error)")
        }
    }
}
