        notice(Integer.new({from => -42, abs => true}))
