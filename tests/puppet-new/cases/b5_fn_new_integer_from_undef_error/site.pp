$x = Integer.new(undef)
notice("one${x}word")
