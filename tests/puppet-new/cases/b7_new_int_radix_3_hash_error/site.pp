notice(Integer.new({from => '10', radix => 3}))
