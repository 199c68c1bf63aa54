import Foundation

/// What a `Fuzz*` executable does with one input, and how it runs without libFuzzer.
public enum FuzzTarget {
    /// Runs `body` on one input; a failure it returns is printed and the process aborts, which
    /// libFuzzer records as a crash with the input that caused it.
    @MainActor
    public static func runOne(_ bytes: [UInt8], _ body: @MainActor ([UInt8]) -> String?) {
        if let failure = body(bytes) {
            FileHandle.standardError.write(Data("Tessera fuzz invariant failure: \(failure)\n".utf8))
            abort()
        }
    }

    /// Without libFuzzer (an ordinary `swift build`): runs every file named on the command line, or
    /// every file of the folders named, once, and exits with status 1 on the first failure.
    @MainActor
    public static func replay(arguments: [String], _ body: @MainActor ([UInt8]) -> String?) -> Int32 {
        var files: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                files += names.sorted().map { "\(argument)/\($0)" }
            } else {
                files.append(argument)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            if let failure = body(Array(data)) {
                print("\(file): \(failure)")
                return 1
            }
        }
        print("\(files.count) inputs, no failure")
        return 0
    }
}
