import Foundation
import Testing

@Suite("tessera fuzz")
struct FuzzCommandTests {
    @Test func runsOperationsAndPrintsTheReport() async throws {
        let result = try await CommandRunner.run(["fuzz", "--operations", "150", "--seed", "3"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("operations run:     150"))
        #expect(result.output.contains("invariant failures: 0"))
        #expect(result.output.contains("tessera fuzz --seed 3 --operations 150"))
    }

    @Test func badOptionsExitWithStatus2() async throws {
        for arguments in [
            ["fuzz", "--operations", "0"], ["fuzz", "--seconds", "5", "--operations", "10"], ["fuzz", "--seed", "x"],
        ] {
            let result = try await CommandRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.error)")
            #expect(result.error.hasPrefix("tessera: "), "\(arguments): \(result.error)")
        }
    }
}
