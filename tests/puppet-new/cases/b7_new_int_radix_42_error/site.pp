notice(Integer.new(42, 42))
