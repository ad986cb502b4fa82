notice(stdlib::fqdn_rotate([1,2], true))
