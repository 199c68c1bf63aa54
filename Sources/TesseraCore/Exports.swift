// TesseraCore re-exports the diff and the layout engine its API is written in.
@_exported import TesseraDiff
@_exported import TesseraLayout
