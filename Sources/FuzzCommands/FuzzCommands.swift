import Foundation
import TesseraFuzzing

// The JSON inputs of `tessera layout` and `tessera diff` under libFuzzer: `scripts/fuzz commands`
// builds it with `-sanitize=fuzzer,address` and `TESSERA_LIBFUZZER`, where libFuzzer's own `main`
// drives it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommands(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        FuzzTarget.runOne(bytes) { CommandInputInterpreter.run($0) }
    }
    return 0
}

#if !TESSERA_LIBFUZZER
    /// Without libFuzzer: replays the inputs named on the command line.
    @main
    enum FuzzCommandsReplay {
        @MainActor
        static func main() {
            exit(
                FuzzTarget.replay(arguments: Array(CommandLine.arguments.dropFirst())) {
                    CommandInputInterpreter.run($0)
                })
        }
    }
#endif
