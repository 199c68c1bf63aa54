/// A coding key made at run time: a field name read from the document, or an array index.
package struct AnyCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int?

    package init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    package init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
