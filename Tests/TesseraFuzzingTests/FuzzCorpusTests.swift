import Foundation
import TesseraFuzzing
import Testing

/// The fuzzer's seed corpus (Fuzz/Corpus) replayed through both interpreters without libFuzzer: every
/// input keeps every invariant (docs/Reliability.md, "The coverage-guided fuzzer").
@Suite("Fuzz corpus")
@MainActor
struct FuzzCorpusTests {
    private static func inputs(of target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/\(target)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    @Test func theOperationsCorpusKeepsEveryInvariant() throws {
        let inputs = try Self.inputs(of: "operations")
        #expect(!inputs.isEmpty)
        for (name, bytes) in inputs {
            var input = FuzzInput(bytes)
            let failures = OperationInterpreter().run(&input)
            #expect(failures.isEmpty, "\(name): \(failures)")
        }
    }

    @Test func theCommandsCorpusKeepsEveryInvariant() throws {
        let inputs = try Self.inputs(of: "commands")
        #expect(!inputs.isEmpty)
        for (name, bytes) in inputs {
            #expect(CommandInputInterpreter.run(bytes) == nil, "\(name)")
        }
    }
}
