import Foundation

/// What the app's closures do when Tessera calls them: an action armed by a fuzz operation, run by
/// the first closure called after it (a cell provider, a section provider, a custom group's item
/// provider, a size calculation, a load-more or outline handler, a completion, a delegate call),
/// and the name of that closure for the report.
@MainActor
final class ReentrantCall {
    private var armed: (name: String, action: @MainActor () -> Void)?
    /// How deep the calls go: an action that arms another runs it from the next closure, at most
    /// this many times in a row.
    private var depth = 0
    /// Hears which closure runs an action.
    var trace: ((String) -> Void)?

    /// Arms `action`, run by the next closure called.
    func arm(_ name: String, _ action: @escaping @MainActor () -> Void) {
        armed = (name, action)
    }

    /// Called by every closure the app hands Tessera: runs the armed action, if any.
    func fire(from closure: String) {
        guard depth < 4, let (_, action) = armed else { return }
        trace?("  from \(closure)")
        if ProcessInfo.processInfo.environment["FUZZ_STACK"] != nil {
            Thread.callStackSymbols.prefix(30).forEach { print($0) }
        }
        armed = nil
        depth += 1
        defer { depth -= 1 }
        action()
    }

    /// Whether an action waits for a closure.
    var isArmed: Bool { armed != nil }

    func disarm() { armed = nil }
}
