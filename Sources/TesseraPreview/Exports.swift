@_exported import TesseraLayout
