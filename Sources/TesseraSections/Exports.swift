// TesseraSections re-exports the core it is built on, so `import TesseraSections` is enough to use it.
@_exported import TesseraCore
