$a = ify; Resource["not$a"] { testing: }
