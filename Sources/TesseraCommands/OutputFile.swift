import Foundation

/// Writes command output, turning every failure into an ``InputError`` that says what is wrong
/// with the path in the user's terms (a missing folder, a folder where a file should be, no
/// permission) instead of a Foundation error dump.
enum OutputFile {
    /// Writes data to a file, replacing it.
    ///
    /// - Throws: ``InputError`` naming the path and the problem; nothing is written.
    static func write(_ data: Data, to path: String) throws(InputError) {
        if let problem = problem(writingFileAt: path) { throw InputError(source: path, path: "", message: problem) }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw InputError(source: path, path: "", message: "cannot be written (\(reason(of: error)))")
        }
    }

    /// Creates a folder (and the folders above it) unless it exists.
    ///
    /// - Throws: ``InputError`` naming the path and the problem.
    static func makeDirectory(_ path: String) throws(InputError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw InputError(source: path, path: "", message: "is a file, not a folder")
            }
            return
        }
        if let problem = problem(
            creatingIn: URL(fileURLWithPath: path).deletingLastPathComponent().path, makesFolders: true)
        {
            throw InputError(source: path, path: "", message: "cannot be created: \(problem)")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw InputError(source: path, path: "", message: "cannot be created (\(reason(of: error)))")
        }
    }

    /// What prevents writing a file at a path, if anything can be told beforehand.
    static func problem(writingFileAt path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "is a folder; give the path of a file"
        }
        return problem(creatingIn: URL(fileURLWithPath: path).deletingLastPathComponent().path, makesFolders: false).map
        { "cannot be written: \($0)" }
    }

    /// What prevents creating something in a folder: the nearest part of the path that exists is a
    /// file, or is a folder that cannot be written to, or (unless `makesFolders`) the folder does
    /// not exist.
    private static func problem(creatingIn folder: String, makesFolders: Bool) -> String? {
        var existing = URL(fileURLWithPath: folder)
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
            let parent = existing.deletingLastPathComponent()
            guard parent.path != existing.path else { return nil }
            existing = parent
        }
        guard isDirectory.boolValue else { return "\(existing.path) is a file, not a folder" }
        if existing.path != URL(fileURLWithPath: folder).path && !makesFolders {
            // Folders on the way are not made for a single file.
            return "the folder \(folder) does not exist"
        }
        guard FileManager.default.isWritableFile(atPath: existing.path) else {
            return "the folder \(existing.path) is not writable"
        }
        return nil
    }

    /// A failure's reason in a sentence, without Foundation's domain and user info.
    private static func reason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        return (error as NSError).localizedFailureReason ?? "error \((error as NSError).code)"
    }
}
