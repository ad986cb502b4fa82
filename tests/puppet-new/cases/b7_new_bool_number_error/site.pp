notice(Boolean.new(2))
