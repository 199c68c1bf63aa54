#if canImport(UIKit)
    @_exported import Tessera
    import UIKit
#endif
