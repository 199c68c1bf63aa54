import Foundation

/// An `.iOSApplication(…)` product as an app package's manifest writes it (Xcode's
/// AppleProductTypes), and what keeps Xcode from building it: an argument its
/// `Product.iOSApplication` does not take or takes in another place, a required one missing, or a
/// setting Xcode refuses (a bundle identifier or version of the wrong form, an unknown device
/// family or orientation, an orientation limited to a family the app does not support).
struct IOSApplicationProduct {
    /// The parameters of AppleProductTypes' `Product.iOSApplication`, in order; Swift requires
    /// the arguments in this order, and those without a default value.
    static let parameters: [(label: String, required: Bool)] = [
        ("name", true), ("targets", true), ("bundleIdentifier", false), ("teamIdentifier", false),
        ("displayVersion", false), ("bundleVersion", false), ("appIcon", false), ("accentColor", false),
        ("supportedDeviceFamilies", true), ("supportedInterfaceOrientations", true), ("capabilities", false),
        ("appCategory", false), ("additionalInfoPlistContentFilePath", false),
    ]
    /// `ProductSetting.IOSAppInfo.DeviceFamily`.
    static let deviceFamilies: Set = ["phone", "pad", "mac"]
    /// `ProductSetting.IOSAppInfo.InterfaceOrientation`.
    static let orientations: Set = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
    /// `ProductSetting.IOSAppInfo.AccentColor.PresetColor`.
    static let presetColors: Set = [
        "blue", "brown", "cyan", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal", "yellow",
    ]

    var call: ManifestCall

    /// The app's name (the product's).
    var name: String? { call.string("name") }
    /// The targets it is made of.
    var targets: [String] { call.strings("targets") ?? [] }
    /// Its device families, without their leading dots.
    var deviceFamilies: [String] { (call.elements("supportedDeviceFamilies") ?? []).map(Self.caseName) }

    // MARK: - What Xcode refuses

    /// Every reason Xcode would not build the app, each naming the value; empty if there is none.
    ///
    /// - Complexity: O(*n*) in the length of the call's arguments.
    var problems: [String] {
        argumentProblems + settingProblems
    }

    /// Labels: each one a parameter's, in the parameters' order, the required ones present.
    private var argumentProblems: [String] {
        var problems: [String] = []
        var next = 0
        for argument in call.arguments {
            guard let label = argument.label else {
                problems.append("the argument \(argument.value) has no label")
                continue
            }
            guard let position = Self.parameters.firstIndex(where: { $0.label == label }) else {
                problems.append("iOSApplication has no parameter \(label)")
                continue
            }
            if position < next { problems.append("\(label) comes after \(Self.parameters[next - 1].label)") }
            next = max(next, position + 1)
        }
        for (label, required) in Self.parameters where required && call.value(label) == nil {
            problems.append("the required argument \(label) is missing")
        }
        return problems
    }

    /// Values: the forms Xcode accepts.
    private var settingProblems: [String] {
        var problems: [String] = []
        if (name ?? "").isEmpty { problems.append("the name is not a non-empty string literal") }
        if targets.isEmpty { problems.append("targets is not a non-empty array of string literals") }
        if let value = call.value("bundleIdentifier"),
            !(call.string("bundleIdentifier").map(Self.isBundleIdentifier) ?? false)
        {
            problems.append("the bundle identifier \(value) is not dot-separated words of letters, digits and hyphens")
        }
        for label in ["displayVersion", "bundleVersion"] {
            if let value = call.value(label), !(call.string(label).map(Self.isVersion) ?? false) {
                problems.append("\(label) \(value) is not one to three numbers separated by dots")
            }
        }
        if let value = call.value("accentColor"), !Self.isAccentColor(value) {
            problems.append("the accent colour \(value) is neither .presetColor(.<preset>) nor .asset(\"<name>\")")
        }
        let families = deviceFamilies
        if families.isEmpty { problems.append("the app supports no device family") }
        for family in families where !Self.deviceFamilies.contains(family) {
            problems.append("there is no device family .\(family)")
        }
        let orientations = call.elements("supportedInterfaceOrientations") ?? []
        if orientations.isEmpty { problems.append("the app supports no interface orientation") }
        for orientation in orientations {
            let name = Self.caseName(orientation)
            if !Self.orientations.contains(name) { problems.append("there is no interface orientation .\(name)") }
            let condition = ManifestCall.all("when", in: orientation).first?.elements("deviceFamilies") ?? []
            for family in condition.map(Self.caseName) where !families.contains(family) {
                problems.append("\(orientation) names the device family .\(family), which the app does not support")
            }
        }
        return problems
    }

    // MARK: - Forms

    /// `.portrait(…)` → `portrait`.
    private static func caseName(_ element: String) -> String {
        String(element.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// Letters, digits and hyphens in words separated by single dots (CFBundleIdentifier).
    private static func isBundleIdentifier(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { word in
            !word.isEmpty && word.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
        }
    }

    /// One to three whole numbers separated by dots (CFBundleShortVersionString).
    private static func isVersion(_ text: String) -> Bool {
        let numbers = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(numbers.count)
            && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// `.presetColor(.indigo)` or `.asset("AccentColor")`.
    private static func isAccentColor(_ value: String) -> Bool {
        if let preset = ManifestCall.all("presetColor", in: value).first?.arguments, preset.count == 1 {
            return value.hasPrefix(".presetColor(") && presetColors.contains(caseName(preset[0].value))
        }
        return value.hasPrefix(".asset(") && ManifestCall.all("asset", in: value).first?.arguments.count == 1
    }
}
