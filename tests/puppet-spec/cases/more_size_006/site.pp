notify { String(size("\u00e5\u00e4\u00f6")): }
