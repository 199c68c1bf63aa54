#if canImport(SwiftUI) && canImport(UIKit)
    @_exported import TesseraUIKit
#endif
