notice(Hash.new([1,2,3]))
