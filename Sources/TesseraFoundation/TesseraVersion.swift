/// The version of Tessera: the one `tessera --version` prints, the latest release in CHANGELOG.md and
/// the one README.md's installation line asks for (tests check that they agree).
package enum TesseraVersion {
    /// The version, in semantic versioning's `MAJOR.MINOR.PATCH` form.
    package static let current = "0.1.0"
}
