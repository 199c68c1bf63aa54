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

#if TESSERA_LIBFUZZER
    /// libFuzzer's driver, which runs the fuzzing loop on the callback.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runLibFuzzer(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// The executable's entry point under SwiftPM, which names it after the module: it hands the
    /// command line to libFuzzer.
    @_cdecl("FuzzCommands_main")
    func libFuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        var count = argc
        var arguments = argv
        return runLibFuzzer(&count, &arguments) { fuzzCommands($0, $1) }
    }
#else
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
