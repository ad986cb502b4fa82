notice(inline_template("<% raise 'error' %>"))
