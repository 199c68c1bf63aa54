import Foundation

/// Which view class a layout Tessera installs registers for a decoration kind, on either engine:
/// the class the app registered for the kind wins — on the installed layout, or on the layout
/// Tessera installed it in place of (a change of engine or of configuration makes a new layout,
/// and the app's registrations come along) —, and a kind nobody registered gets Tessera's
/// ready-made view (``DecorationDrawing``) the first time a section shows it, so that UIKit can
/// always dequeue one. TesseraUIKit's `TesseraCollectionViewLayout` and its translated
/// `UICollectionViewCompositionalLayout` keep one each, generic over UIKit's `AnyClass`; the rule
/// is tested here with any value.
///
/// ```swift
/// var registrations = DecorationRegistrations<String>()
/// registrations.appRegistered("PromoBackground", forKind: "promo")
/// registrations.registration(forKind: "promo") { "RoundedBackground" }        // nil: the app's stays
/// registrations.registration(forKind: "background") { "RoundedBackground" }   // "RoundedBackground"
/// ```
package struct DecorationRegistrations<ViewClass> {
    /// The classes the app registered, by kind.
    package private(set) var appClasses: [String: ViewClass] = [:]
    /// The kinds a ready-made view was registered for.
    private var readyMadeKinds: Set<String> = []

    package init() {}

    /// The registrations a new layout starts with when it replaces one that had these: the app's.
    ///
    /// - Complexity: O(*k*) for *k* kinds the app registered.
    package var carriedOver: DecorationRegistrations {
        var carried = DecorationRegistrations()
        carried.appClasses = appClasses
        return carried
    }

    /// Records a registration the app made (`register(_:forDecorationViewOfKind:)`); `nil`
    /// unregisters, and the ready-made view takes over again.
    ///
    /// - Complexity: O(1).
    package mutating func appRegistered(_ viewClass: ViewClass?, forKind kind: String) {
        appClasses[kind] = viewClass
        readyMadeKinds.remove(kind)
    }

    /// The class to register for `kind` now, before a view of the kind is dequeued: the ready-made
    /// one (`readyMade()`) the first time a kind nobody registered is shown; `nil` when the kind
    /// already has its class (the app's, or the ready-made one registered before).
    ///
    /// - Complexity: O(1).
    package mutating func registration(forKind kind: String, readyMade: () -> ViewClass) -> ViewClass? {
        guard appClasses[kind] == nil, readyMadeKinds.insert(kind).inserted else { return nil }
        return readyMade()
    }
}
