import Foundation

/// The names VoiceOver reads for the moves Tessera offers on an item that can be reordered
/// (``CollectionViewHost/accessibilityMoveActions(forItemAt:dataSource:)``): words that follow the
/// layout — up and down in a vertical list, left and right (swapped in right to left) in a
/// horizontal one — in the user's language.
///
/// Tessera carries them in English, French, German, Spanish, Italian, Portuguese, Dutch, Russian,
/// Japanese, Simplified Chinese, Korean, Arabic and Hebrew, and picks the first of the user's
/// preferred languages it has (English otherwise). An app with other languages, or its own words,
/// sets ``provider``:
///
/// ```swift
/// AccessibilityMoveActionNames.provider = { axis, direction in
///     AccessibilityMoveActionNames(
///         towardStart: String(localized: "Move earlier"), towardEnd: String(localized: "Move later"),
///         toStart: String(localized: "Move first"), toEnd: String(localized: "Move last"))
/// }
/// ```
package struct AccessibilityMoveActionNames: Sendable, Hashable {
    /// One place toward the start ("Move up").
    package var towardStart: String
    /// One place toward the end ("Move down").
    package var towardEnd: String
    /// To the start of the section ("Move to top").
    package var toStart: String
    /// To the end of the section ("Move to bottom").
    package var toEnd: String

    /// Names given by the app.
    package init(towardStart: String, towardEnd: String, toStart: String, toEnd: String) {
        self.towardStart = towardStart
        self.towardEnd = towardEnd
        self.toStart = toStart
        self.toEnd = toEnd
    }

    /// The app's names for a layout's axis and direction, used instead of Tessera's when set.
    @MainActor package static var provider: ((LayoutAxis, TraitEnvironmentLayoutDirection) -> Self)?

    /// The names for a layout scrolling along `axis` in `direction`: the app's (``provider``) or, in
    /// the first of `languages` Tessera carries, its own.
    ///
    /// - Complexity: O(*l*) for *l* languages.
    @MainActor
    package static func names(
        axis: LayoutAxis, direction: TraitEnvironmentLayoutDirection,
        languages: [String] = Locale.preferredLanguages
    ) -> Self {
        if let provider { return provider(axis, direction) }
        return builtIn(axis: axis, direction: direction, languages: languages)
    }

    /// Tessera's own names, in the first of `languages` it carries (English otherwise).
    ///
    /// - Complexity: O(*l*) for *l* languages.
    package static func builtIn(
        axis: LayoutAxis, direction: TraitEnvironmentLayoutDirection, languages: [String]
    ) -> Self {
        let words = languages.lazy.compactMap(Self.words(forLanguage:)).first ?? english
        guard axis == .horizontal else {
            return Self(
                towardStart: words.up, towardEnd: words.down, toStart: words.toTop, toEnd: words.toBottom)
        }
        // A horizontal list starts at the left, or at the right in right to left.
        let rightToLeft = direction == .rightToLeft
        return Self(
            towardStart: rightToLeft ? words.right : words.left, towardEnd: rightToLeft ? words.left : words.right,
            toStart: words.toStart, toEnd: words.toEnd)
    }

    // MARK: Words

    /// The eight phrases of one language.
    private struct Words {
        var up, down, toTop, toBottom, left, right, toStart, toEnd: String
    }

    /// The words of a language tag ("fr-CA" reads French, "zh-Hans-CN" Simplified Chinese).
    private static func words(forLanguage tag: String) -> Words? {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = parts.first else { return nil }
        if language == "zh" {
            return parts.contains("hant") || parts.contains("tw") || parts.contains("hk") ? nil : chinese
        }
        return table[language]
    }

    private static let english = Words(
        up: "Move up", down: "Move down", toTop: "Move to top", toBottom: "Move to bottom", left: "Move left",
        right: "Move right", toStart: "Move to start", toEnd: "Move to end")
    private static let chinese = Words(
        up: "上移", down: "下移", toTop: "移到顶部", toBottom: "移到底部", left: "左移", right: "右移", toStart: "移到开头",
        toEnd: "移到末尾")
    private static let table: [String: Words] = [
        "en": english,
        "fr": Words(
            up: "Déplacer vers le haut", down: "Déplacer vers le bas", toTop: "Déplacer tout en haut",
            toBottom: "Déplacer tout en bas", left: "Déplacer vers la gauche", right: "Déplacer vers la droite",
            toStart: "Déplacer au début", toEnd: "Déplacer à la fin"),
        "de": Words(
            up: "Nach oben bewegen", down: "Nach unten bewegen", toTop: "Ganz nach oben bewegen",
            toBottom: "Ganz nach unten bewegen", left: "Nach links bewegen", right: "Nach rechts bewegen",
            toStart: "An den Anfang bewegen", toEnd: "An das Ende bewegen"),
        "es": Words(
            up: "Mover hacia arriba", down: "Mover hacia abajo", toTop: "Mover al principio",
            toBottom: "Mover al final",
            left: "Mover a la izquierda", right: "Mover a la derecha", toStart: "Mover al principio",
            toEnd: "Mover al final"),
        "it": Words(
            up: "Sposta su", down: "Sposta giù", toTop: "Sposta in cima", toBottom: "Sposta in fondo",
            left: "Sposta a sinistra", right: "Sposta a destra", toStart: "Sposta all’inizio", toEnd: "Sposta alla fine"
        ),
        "pt": Words(
            up: "Mover para cima", down: "Mover para baixo", toTop: "Mover para o topo", toBottom: "Mover para o final",
            left: "Mover para a esquerda", right: "Mover para a direita", toStart: "Mover para o início",
            toEnd: "Mover para o final"),
        "nl": Words(
            up: "Omhoog verplaatsen", down: "Omlaag verplaatsen", toTop: "Naar boven verplaatsen",
            toBottom: "Naar onderen verplaatsen", left: "Naar links verplaatsen", right: "Naar rechts verplaatsen",
            toStart: "Naar het begin verplaatsen", toEnd: "Naar het einde verplaatsen"),
        "ru": Words(
            up: "Переместить вверх", down: "Переместить вниз", toTop: "Переместить в самый верх",
            toBottom: "Переместить в самый низ", left: "Переместить влево", right: "Переместить вправо",
            toStart: "Переместить в начало", toEnd: "Переместить в конец"),
        "ja": Words(
            up: "上に移動", down: "下に移動", toTop: "一番上に移動", toBottom: "一番下に移動", left: "左に移動", right: "右に移動",
            toStart: "先頭に移動", toEnd: "末尾に移動"),
        "ko": Words(
            up: "위로 이동", down: "아래로 이동", toTop: "맨 위로 이동", toBottom: "맨 아래로 이동", left: "왼쪽으로 이동",
            right: "오른쪽으로 이동", toStart: "처음으로 이동", toEnd: "끝으로 이동"),
        "ar": Words(
            up: "نقل لأعلى", down: "نقل لأسفل", toTop: "نقل إلى الأعلى", toBottom: "نقل إلى الأسفل", left: "نقل لليسار",
            right: "نقل لليمين", toStart: "نقل إلى البداية", toEnd: "نقل إلى النهاية"),
        "he": Words(
            up: "הזז למעלה", down: "הזז למטה", toTop: "הזז לראש", toBottom: "הזז לתחתית", left: "הזז שמאלה",
            right: "הזז ימינה",
            toStart: "הזז להתחלה", toEnd: "הזז לסוף"),
    ]
}
