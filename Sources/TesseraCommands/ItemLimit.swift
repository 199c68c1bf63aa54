import ArgumentParser

/// The `--max-items` option of `tessera layout`, `preview` and `diff`: an input with more items
/// than the limit is refused before any work on it, with the count and the option that raises
/// the limit.
struct ItemLimit: ParsableArguments {
    @Option(
        name: .customLong("max-items"), parsing: .unconditional,
        help:
            "The most items to take; a larger input is refused (default: 1000000 for layout and diff, 10000 for preview)."
    )
    var maximumItems: Int?

    func validate() throws {
        if let maximumItems, maximumItems <= 0 {
            throw ValidationError("--max-items must be a positive number, not \(maximumItems)")
        }
    }

    /// The limit given, or the command's default.
    func maximum(default defaultMaximum: Int) -> Int {
        maximumItems ?? defaultMaximum
    }

    /// Checks the items of an input, section by section, against the limit.
    ///
    /// - Throws: ``InputError`` naming `source`, what it is (`input`: "layout", "snapshot"), the
    ///   number of items, and `limit`, which says what the command does with at most how many.
    /// - Complexity: O(*s*) for *s* sections.
    static func check(_ itemCounts: [Int], maximum: Int, source: String, input: String, limit: String)
        throws(InputError)
    {
        var total = 0
        var overflow = false
        for count in itemCounts {
            let (sum, didOverflow) = total.addingReportingOverflow(max(0, count))
            total = sum
            overflow = overflow || didOverflow
        }
        guard !overflow, total <= maximum else {
            throw InputError(
                source: source, path: "",
                message:
                    "the \(input) has \(overflow ? "more than \(Int.max)" : String(total)) items; \(limit) (raise it with --max-items)"
            )
        }
    }
}
