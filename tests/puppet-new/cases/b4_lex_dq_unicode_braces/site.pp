notice("\u{1F600}x\u{41}\u{00e9}")
notice(length("\u{1F600}"))
