# a Deferred value through a module's Ruby function and back, a template found by
# find_template and read by file(), and the Deferred's string form quoting `$` and `\`
$vars = { 'user' => 'app', 'nested' => { 'password' => Deferred('dfr::secret', ['db']) } }
$leaves = dfr::leaves($vars)
$any = $leaves.any |$v| { $v =~ Deferred }
notify { "deferred found: ${any}": }
$path = find_template('dfr/conf.epp')
notify { "found: ${path =~ String}": }
$d = Deferred('inline_epp', [find_template('dfr/conf.epp').file, { 'user' => 'app', 'password' => $leaves[1] }])
file { '/tmp/app.conf':
  content => $d,
}
notify { 'missing':
  message => "missing: ${find_template('dfr/none.epp') =~ Undef}",
}
