import Foundation
import Testing

@Suite("tessera layout", .temporaryFiles)
struct LayoutCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Data/layouts")

    @Test func printsContentSizeAndElementsWithTheDocumentedKeys() async throws {
        let result = try await CommandRunner.run([
            "layout", Self.examples.appendingPathComponent("issue-sample.json").path,
        ])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"contentSize":{"height":535.6667,"width":390},"elements":["#)
        #expect(
            lines.contains(#"  {"category":"cell","frame":[16,50,171,100],"indexPath":[0,0],"zIndex":0},"#))
        #expect(
            lines.contains(
                #"  {"category":"supplementary","elementKind":"header","frame":[16,0,358,50],"indexPath":[0,0],"zIndex":1},"#
            ))
        #expect(
            lines.contains(
                #"  {"category":"decoration","elementKind":"background","frame":[0,0,390,366],"indexPath":[0,0],"zIndex":0},"#
            ))
        #expect(lines.last == "]}")
        // The output is valid JSON.
        #expect(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) is [String: Any])
    }

    @Test func everyShippedExampleSolves() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(files.count >= 3)
        for file in files {
            let result = try await CommandRunner.run(["layout", Self.examples.appendingPathComponent(file).path])
            #expect(result.status == 0, "\(file): \(result.error)")
        }
    }

    @Test func aWaterfallAndAnAdaptiveGridAreDescribedInJSON() async throws {
        let result = try await CommandRunner.run([
            "layout", Self.examples.appendingPathComponent("photo-wall.json").path,
        ])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        // Two adaptive columns of 175 points: item 2 goes under item 1, in the shorter column.
        #expect(lines.contains(#"  {"category":"cell","frame":[16,52,175,233.3333],"indexPath":[0,0],"zIndex":0},"#))
        #expect(lines.contains(#"  {"category":"cell","frame":[199,176.6667,175,175],"indexPath":[0,2],"zIndex":0},"#))
        // Three items of at least 100 points fit across the grid's 358.
        #expect(lines.contains(#"  {"category":"cell","frame":[260,1255,114,100],"indexPath":[1,2],"zIndex":0},"#))
    }

    @Test(arguments: [
        // The estimates choose: item 2 goes to the leading column, under the measured item 0.
        ("estimatedHeights", #"{"category":"cell","frame":[0,300,195,100],"indexPath":[0,2],"zIndex":0}"#),
        // The measured heights choose: item 2 goes to the shorter trailing column.
        ("measuredHeights", #"{"category":"cell","frame":[195,100,195,100],"indexPath":[0,2],"zIndex":0}"#),
    ])
    func columnBalancingSaysWhichHeightsChooseTheColumns(balancing: String, expected: String) async throws {
        let spec = """
            {"container": {"width": 390, "height": 844, "scale": 1},
             "sections": [{"items": 3, "measuredSizes": {"0": {"width": 195, "height": 300}},
                           "section": {"waterfall": {"columns": 2, "columnBalancing": "\(balancing)",
                                                     "itemHeight": {"estimated": 100}}}}]}
            """
        let result = try await CommandRunner.run(["layout", try CommandRunner.temporaryFile(spec)])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(expected), "\(result.output)")
    }

    @Test func appliesContentOffsetAndOrthogonalOffset() async throws {
        let spec = #"""
            {"container": {"width": 390, "height": 300, "scale": 3}, "contentOffset": {"x": 0, "y": 200},
             "sections": [{"items": 4, "orthogonalOffset": 100, "section": {"orthogonalScrollingBehavior": "continuous",
                "group": {"group": {"axis": "horizontal", "size": {"width": {"absolute": 200}, "height": {"absolute": 100}},
                                    "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}},
              {"items": 20, "section": {"group": {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                                    "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}},
                "boundarySupplementaryItems": [{"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
                                                "alignment": "top", "pinToVisibleBounds": true}]}}]}
            """#
        let result = try await CommandRunner.run(["layout", try CommandRunner.temporaryFile(spec)])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                #"{"category":"cell","frame":[100,0,200,100],"indexPath":[0,1],"zIndex":0}"#))
        #expect(
            result.output.contains(
                #"{"category":"supplementary","elementKind":"header","frame":[0,200,390,30],"indexPath":[1,0],"zIndex":1}"#
            ))
    }

    @Test(arguments: [
        (#"{"sections": []}"#, #"missing field "container""#),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": -2}]}"#,
            "sections[0].items: expected a count (0 or more), found -2"
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 2, "section": {"group": {"item": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}}]}"#,
            "sections[0].section.group: a section's group must be"
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "section": {"group": {"group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}, "subitems": [{"item": {"size": {"width": {"weird": 1}, "height": {"absolute": 1}}}}]}}}}]}"#,
            #"subitems[0].item.size.width: unknown dimension "weird""#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 3}]}"#,
            "section 0: Invalid section definition"
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "list": {"appearance": "fancy"}}]}"#,
            #"sections[0].list.appearance: unknown value "fancy""#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "flow": {"itemSize": {"width": 0, "height": 0}}, "sections": [{"items": 1}]}"#,
            "flow: itemSize must be greater than zero"
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "measuredSizes": {"x": {"width": 1, "height": 1}}}]}"#,
            #"sections[0].measuredSizes.x: expected an item index"#
        ),
        (
            #"{"container": {"width": 390, "height": 844, "horizontalSizeClass": "huge"}, "sections": []}"#,
            #"container.horizontalSizeClass: unknown value "huge" (expected one of: compact, regular)"#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "flow": {"sectionInset": {"left": 8}}, "configuration": {}, "sections": []}"#,
            #"a flow layout has no "configuration""#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "list": {"appearance": "plain", "rowHeigth": 44}}]}"#,
            #"sections[0].list: unknown field "rowHeigth" (expected one of: appearance, estimatedRowHeight"#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "section": {"waterfall": {"columns": 2, "itemHeight": {"absolute": 10}}, "group": {"item": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}}]}"#,
            #"sections[0].section: give either "group" or "waterfall", not both"#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "section": {"waterfall": {"columns": 2}}}]}"#,
            #"sections[0].section.waterfall: give exactly one of "itemHeight", "itemHeights" or "aspectRatios""#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "section": {"waterfall": {"columns": 2.5, "itemHeight": {"absolute": 10}}}}]}"#,
            #"sections[0].section.waterfall.columns: expected a whole number or {"adaptive": n}"#
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "section": {"waterfall": {"columns": 0, "itemHeight": {"absolute": 10}}}}]}"#,
            "columnCount must be at least 1, found 0"
        ),
        (
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1, "section": {"waterfall": {"columns": 2, "columnBalancing": "even", "itemHeight": {"absolute": 10}}}}]}"#,
            #"sections[0].section.waterfall.columnBalancing: unknown value "even""#
        ),
    ])
    func badInputExitsWithStatusTwoNamingTheField(input: String, expected: String) async throws {
        let result = try await CommandRunner.run(["layout", try CommandRunner.temporaryFile(input)])
        #expect(result.status == 2)
        #expect(result.error.contains(expected), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func aDecodingErrorNamesTheFileAndThePathOfTheNestedField() async throws {
        let file = try CommandRunner.temporaryFile(
            #"""
            {"container": {"width": 390, "height": 844},
             "sections": [{"items": 0},
                          {"items": 1, "section": {"group": {"group": {"axis": "vertical",
                             "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                             "subitems": [{"item": {"size": {"width": {"absolute": "wide"}, "height": {"absolute": 1}}}}]}}}}]}
            """#)
        let result = try await CommandRunner.run(["layout", file])
        #expect(result.status == 2)
        #expect(
            result.error
                == "tessera: \(file): sections[1].section.group.group.subitems[0].item.size.width.absolute: expected a number\n"
        )
    }

    @Test func aDocumentOfTheWrongTypeIsNamed() async throws {
        let file = try CommandRunner.temporaryFile(#"[{"container": {"width": 390, "height": 844}}]"#)
        let result = try await CommandRunner.run(["layout", file])
        #expect(result.status == 2)
        #expect(result.error == "tessera: \(file): expected an object\n")
    }
}
