import Foundation

/// Reads command input files, turning every failure into an ``InputError`` naming the file.
enum InputFile {
    /// The contents of a file, or of standard input for `-`.
    static func read(_ path: String) throws(InputError) -> Data {
        if path == "-" {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(source: path, path: "", message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(source: path, path: "", message: "is a directory, not a file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(source: path, path: "", message: "cannot be read")
        }
        return data
    }
}
