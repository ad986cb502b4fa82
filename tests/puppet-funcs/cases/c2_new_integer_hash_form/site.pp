notice(Integer({from => '0x10'}))
notice(Integer({from => '10', radix => 16}))
notice(Integer({from => '-5', radix => 10, abs => true}))
