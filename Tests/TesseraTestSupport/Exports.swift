// The tests' fixtures start with the random fuzzer's: the cells, data sources, layouts, random
// inputs and invariant checks `tessera fuzz` drives (TesseraFuzzHarness). Re-exported, so that a test
// imports one module for every fixture it uses.
@_exported import TesseraFuzzHarness
