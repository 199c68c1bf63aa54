import Foundation
@_spi(Testing) import TesseraCore

// MARK: - Diffing off the main actor

extension ListAdapterCore {
    /// Makes an edit whose update is diffed off the main actor (through the updater's background
    /// path), and returns once it is shown: `true` unless its animation was interrupted, and at
    /// once when the edit changes nothing the collection view shows (a refused edit, or an
    /// adapter that is not set up).
    func showingInBackground(_ edit: () -> Void) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            awaitingCaller = { continuation.resume(returning: $0) }
            edit()
            if let unused = awaitingCaller {
                awaitingCaller = nil
                unused(true)
            }
        }
    }

    /// Replaces the items with sections of items, diffed off the main actor
    /// (`ListAdapting.reload(sections:needsRedraw:)`).
    @discardableResult
    package func reload(sections: [[Model]], needsRedraw: Bool = false) async -> Bool {
        await showingInBackground { self.reload(sections: sections, needsRedraw: needsRedraw) }
    }
}
