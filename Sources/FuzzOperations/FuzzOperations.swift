import Foundation
import TesseraFuzzing

// The operations interpreter under libFuzzer: `scripts/fuzz operations` builds it with
// `-sanitize=fuzzer,address` and `TESSERA_LIBFUZZER`, where libFuzzer's own `main` drives it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOperations(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        FuzzTarget.runOne(bytes) { bytes in
            var input = FuzzInput(bytes)
            return OperationInterpreter().run(&input).first
        }
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
    @_cdecl("FuzzOperations_main")
    func libFuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        var count = argc
        var arguments = argv
        return runLibFuzzer(&count, &arguments) { fuzzOperations($0, $1) }
    }
#else
    /// Without libFuzzer: replays the inputs named on the command line.
    @main
    enum FuzzOperationsReplay {
        @MainActor
        static func main() {
            exit(
                FuzzTarget.replay(arguments: Array(CommandLine.arguments.dropFirst())) { bytes in
                    var input = FuzzInput(bytes)
                    let interpreter = OperationInterpreter()
                    if ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil { interpreter.trace = { print($0) } }
                    return interpreter.run(&input).first
                })
        }
    }
#endif
