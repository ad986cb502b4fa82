1 { testing: }
