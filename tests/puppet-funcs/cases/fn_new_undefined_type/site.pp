notice(Undef.new(1))
