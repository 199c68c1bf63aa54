// Tessera re-exports the diff and the layout engine: `import Tessera` is all an app needs.
@_exported import TesseraDiff
@_exported import TesseraLayout
