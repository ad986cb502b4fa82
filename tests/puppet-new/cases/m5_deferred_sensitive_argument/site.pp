# a Deferred whose arguments hold Sensitive values, in a resource's parameter (the catalog holds
# its string form) and interpolated
$d = Deferred('mysql::password', [Sensitive('secret')])
$n = Deferred('join', [[Sensitive(42), 'a', { 'k' => Sensitive('v') }], ','])
notify { 'deferred':
  message => $d,
}
file { '/tmp/x':
  content => $n,
}
notice("${d}")
notice([$n])
