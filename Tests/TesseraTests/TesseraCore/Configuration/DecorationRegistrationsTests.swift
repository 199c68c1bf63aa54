import Foundation
import Tessera
import Testing

/// App-registered decoration classes win on both engines, and survive a new layout Tessera
/// installs in place of the one the app registered them on.
@Suite("Decoration registrations")
struct DecorationRegistrationsTests {
    @Test func aKindNobodyRegisteredGetsTheReadyMadeViewOnce() {
        var registrations = DecorationRegistrations<String>()
        #expect(registrations.registration(forKind: "background") { "Rounded" } == "Rounded")
        #expect(registrations.registration(forKind: "background") { "Rounded" } == nil)
    }

    @Test func theAppsClassWinsOverTheReadyMadeView() {
        var registrations = DecorationRegistrations<String>()
        registrations.appRegistered("Promo", forKind: "background")
        #expect(registrations.registration(forKind: "background") { "Rounded" } == nil)
        // Registered after the ready-made one: the app's stays (UIKit's later registration wins,
        // and the ready-made one is not registered over it again).
        #expect(registrations.registration(forKind: "card") { "Card" } == "Card")
        registrations.appRegistered("AppCard", forKind: "card")
        #expect(registrations.registration(forKind: "card") { "Card" } == nil)
    }

    @Test func theAppsClassesComeAlongToTheNextLayout() {
        var registrations = DecorationRegistrations<String>()
        registrations.appRegistered("Promo", forKind: "background")
        _ = registrations.registration(forKind: "card") { "Card" }
        var next = registrations.carriedOver
        #expect(next.appClasses == ["background": "Promo"])
        #expect(next.registration(forKind: "background") { "Rounded" } == nil)
        #expect(next.registration(forKind: "card") { "Card" } == "Card")
    }

    @Test func unregisteringBringsTheReadyMadeViewBack() {
        var registrations = DecorationRegistrations<String>()
        registrations.appRegistered("Promo", forKind: "background")
        registrations.appRegistered(nil, forKind: "background")
        #expect(registrations.registration(forKind: "background") { "Rounded" } == "Rounded")
    }
}
