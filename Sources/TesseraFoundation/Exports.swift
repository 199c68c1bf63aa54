// Every Tessera module re-exports this one, so that `import Tessera` (or TesseraDiff, or
// TesseraLayout) is the only import a file needs: Foundation brings `IndexPath`, `CGRect`, `CGFloat`
// and `CGPoint` on Linux; on Apple platforms `CGRect`, `CGSize` and their geometry accessors live in
// CoreGraphics, which Foundation does not re-export, so it is re-exported too.
@_exported import Foundation

#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif
