        notice(Numeric.new({from => -42.3, abs => true}))
