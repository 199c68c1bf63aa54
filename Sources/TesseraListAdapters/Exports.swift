// TesseraListAdapters re-exports the core it is built on, so `import TesseraListAdapters` is enough to use it.
@_exported import TesseraCore
