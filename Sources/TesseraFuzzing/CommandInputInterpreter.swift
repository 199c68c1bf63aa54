import Foundation
import TesseraCommands
import TesseraTesting

/// Turns bytes into the JSON inputs of `tessera layout` and `tessera diff` (docs/Reliability.md,
/// "The coverage-guided fuzzer"): the first byte chooses the command; for `diff`, a zero byte
/// separates the old document from the new. An input the commands refuse is fine; a trap, a hang,
/// a solution with frames that are not finite, or a diff that does not turn the old snapshot into
/// the new one by UIKit's rules is a failure.
public enum CommandInputInterpreter {
    /// Runs one input; returns the broken invariant, or `nil`.
    public static func run(_ bytes: [UInt8]) -> String? {
        guard let first = bytes.first else { return nil }
        let rest = Data(bytes.dropFirst())
        if first % 2 == 0 {
            guard let solutions = try? CommandInputs.layOut(rest) else { return nil }
            for solution in solutions {
                let size = solution.contentSize
                guard size.width.isFinite, size.height.isFinite else { return "the content size \(size) is not finite" }
                let everything = CGRect(origin: .zero, size: size).insetBy(dx: -1, dy: -1)
                if let bad = solution.elements(in: everything).first(where: {
                    !($0.frame.minX.isFinite && $0.frame.minY.isFinite && $0.frame.width.isFinite
                        && $0.frame.height.isFinite)
                }) {
                    return "\(bad.key) has a frame that is not finite: \(bad.frame)"
                }
            }
            return nil
        }
        let parts = rest.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2,
            let diffed = try? CommandInputs.diff(Data(parts[0]), Data(parts[1]), reload: first & 2 != 0)
        else { return nil }
        do {
            try BatchUpdateReplay.check(diffed.update, from: diffed.old, to: diffed.new)
        } catch {
            return "the diff does not replay: \(error)"
        }
        return nil
    }
}
