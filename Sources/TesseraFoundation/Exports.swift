// On Apple platforms `CGRect`, `CGSize` and their geometry accessors live in CoreGraphics, which
// Foundation does not re-export; on Linux they come with Foundation. Re-exporting CoreGraphics here
// lets every Tessera module use the same geometry spelling on both.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif
