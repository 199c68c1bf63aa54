// The entry point of the examples app (TesseraExamples.swiftpm): its only source file. Everything
// else comes from the `TesseraExamples` library of the Examples package.
import TesseraExamples

@main
extension TesseraExamplesApp {}
