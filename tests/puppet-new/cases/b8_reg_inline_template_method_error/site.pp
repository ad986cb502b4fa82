notice(inline_template("<%= nil.foo %>"))
