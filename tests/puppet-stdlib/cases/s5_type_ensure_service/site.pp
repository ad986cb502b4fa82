notice('running' =~ Stdlib::Ensure::Service)
notice('stopped' =~ Stdlib::Ensure::Service)
notice('present' =~ Stdlib::Ensure::Service)
notice(true =~ Stdlib::Ensure::Service)
