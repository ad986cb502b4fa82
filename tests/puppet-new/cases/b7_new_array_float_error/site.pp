notice(Array.new(42.3))
