// Tessera is the umbrella: it re-exports the core, every list system, the diff and the layout engine,
// so `import Tessera` is all an app needs.
@_exported import TesseraCore
@_exported import TesseraDiff
@_exported import TesseraLayout
@_exported import TesseraListAdapters
@_exported import TesseraScreenBuilder
@_exported import TesseraSections
