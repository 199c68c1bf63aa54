import Foundation

/// A package's `Package.swift` read as text, for packages whose manifest cannot be evaluated here
/// (an app package imports AppleProductTypes, which only Xcode's toolchain has) and for the
/// packages it refers to: its tools version, imports, name, calls and local package references.
struct PackageManifestText {
    /// The package's folder.
    var folder: URL
    /// The manifest without its comments.
    var code: String
    /// The version of `// swift-tools-version:` on the first line, if it has one.
    var toolsVersion: String?

    /// The manifest of the package in `folder`.
    ///
    /// - Complexity: O(*n*) in the manifest's length.
    init(folder: URL) throws {
        let text = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        self.init(text: text, folder: folder)
    }

    /// The manifest `text` of a package in `folder`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    init(text: String, folder: URL) {
        self.folder = folder
        code = ManifestCall.withoutComments(text)
        let firstLine = text.prefix { $0 != "\n" }
        let prefix = "// swift-tools-version:"
        toolsVersion =
            firstLine.hasPrefix(prefix)
            ? firstLine.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil
    }

    // MARK: - Reading

    /// The modules it imports, in order.
    var imports: [String] {
        code.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
        }
    }

    /// The `name:` of its `Package(…)`.
    var name: String? {
        ManifestCall.all("Package", in: code, member: false).first?.string("name")
    }

    /// Every `.name(…)` call in it.
    func calls(_ name: String) -> [ManifestCall] {
        ManifestCall.all(name, in: code)
    }

    /// The folders of the local packages it refers to (`.package(path:)`,
    /// `.package(name:path:)`), resolved against its folder; `nil` for a reference whose path is
    /// not a plain string literal.
    var localPackageFolders: [URL?] {
        calls("package").filter { $0.value("path") != nil }.map { call in
            call.string("path").map { folder.appendingPathComponent($0).standardizedFileURL }
        }
    }
}
