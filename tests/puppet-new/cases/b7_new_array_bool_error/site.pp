notice(Array.new(true))
