// Runs swiftc through ProcessRunner, on the platforms swift-subprocess supports (see Package.swift).
#if canImport(Subprocess)
    import Foundation

    /// Type-checks a snippet against the modules this test run built, in Swift 6 mode.
    package struct TypeChecker {
        package let swiftc: URL
        package let modules: URL

        package static func find() -> TypeChecker? {
            let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("Modules")
            guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("Tessera.swiftmodule").path),
                let swiftc = ProcessRunner.find(["swiftc"])
            else { return nil }
            return TypeChecker(swiftc: swiftc, modules: modules)
        }

        /// The status and the diagnostics of type-checking `source`.
        package func typecheck(_ source: String) async throws -> (status: Int32, output: String) {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tessera-typecheck-\(UUID().uuidString).swift")
            try Data(source.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try await ProcessRunner.run(
                swiftc, ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path])
            return (result.status, result.output + result.error)
        }
    }
#endif
