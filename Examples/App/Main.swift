// The entry point of the examples app: the only source file of the iOS app target that Xcode
// makes (see README.md). Everything else comes from the `TesseraExamples` library.
import TesseraExamples

@main
extension TesseraExamplesApp {}
