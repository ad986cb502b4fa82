round("42")
