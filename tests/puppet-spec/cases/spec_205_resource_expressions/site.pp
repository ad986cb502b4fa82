3.0 { testing: }
