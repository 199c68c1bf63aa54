/// A problem with a command's input, naming the file and the field.
struct InputError: Error, CustomStringConvertible {
    /// The file (or `-` for standard input).
    var source: String
    /// The path of the offending field, like `sections[1].items[3]`; empty for the whole document.
    var path: String
    var message: String

    var description: String {
        path.isEmpty ? "\(source): \(message)" : "\(source): \(path): \(message)"
    }
}
