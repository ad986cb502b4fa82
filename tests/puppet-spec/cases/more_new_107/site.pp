        notice(Float.new({from => -42.3, abs => false}))
