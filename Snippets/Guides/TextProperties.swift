import Tessera

// A title drawn as UIListContentConfiguration's textProperties draw it.
var content = ListContentConfiguration.cell()
content.text = "Download tickets"
content.textProperties.font = .headline
content.textProperties.color = .rgb(red: 255, green: 255, blue: 255)
content.textProperties.alignment = .center  // each line centred between the margins
print("font:", content.textProperties.font ?? .body, "alignment:", content.textProperties.alignment)
