notice(assert_type(Stdlib::Fqdn, 'a.b'))
assert_type(Stdlib::Fqdn, 'a b')
