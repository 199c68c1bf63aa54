/// Content change codes of the editor.
enum ItemChangeCode {
    static let reconfigure: UInt8 = 1
    static let reload: UInt8 = 2
}
