// Every Tessera module re-exports the shared base, so `IndexPath(item:section:)` and friends are
// available wherever TesseraLayout is imported.
@_exported import TesseraFoundation
