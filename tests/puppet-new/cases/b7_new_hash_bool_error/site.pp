notice(Hash.new(true))
