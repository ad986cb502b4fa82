$merged = merge({ 'a' => 1 }, { 'b' => 2 })
$joined = join(keys($merged), ',')
notice("keys: ${joined}")
notice(validate_legacy(Stdlib::Absolutepath, 'validate_absolute_path', '/etc/hosts'))
$s = size([1, 2, 3])
notice("size ${s}")
notice(to_json_pretty({ 'x' => [1, 2] }))
notice(delete(['a', 'b', 'c'], 'b'))
notice(str2bool('yes'))
notice(fqdn_rand_string(10))
notice(bool2str(true))
file { '/tmp/stdlib-test':
  ensure  => file,
  content => join(sort(unique(['b', 'a', 'b'])), "\n"),
}
