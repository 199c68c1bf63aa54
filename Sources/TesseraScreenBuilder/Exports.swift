// TesseraScreenBuilder re-exports the core it is built on, so `import TesseraScreenBuilder` is enough to use it.
@_exported import TesseraCore
