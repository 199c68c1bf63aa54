import TesseraCommands

TesseraCommand.runMain()
