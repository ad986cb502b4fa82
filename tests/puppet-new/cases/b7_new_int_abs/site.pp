notice(Integer.new(-42, 10, true))
notice(Integer.new(-42, 10, false))
notice(Integer.new({from => -42, abs => true}))
notice(Integer.new({from => -42, abs => false}))
