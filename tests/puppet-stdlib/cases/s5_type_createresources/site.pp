notice({'a' => {'b' => 1}} =~ Stdlib::CreateResources)
notice({} =~ Stdlib::CreateResources)
notice({'a' => 1} =~ Stdlib::CreateResources)
notice([] =~ Stdlib::CreateResources)
