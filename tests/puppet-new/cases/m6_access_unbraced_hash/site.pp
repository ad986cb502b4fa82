# access arguments may be hash entries without braces (Puppet's access_arg: hashpair), merged
# into one hash with the entries next to them: Struct[...], Hash-keyed types and a mixed list
svcunit { 'web':
  entry => { 'Description' => 'web', 'After' => ['network.target'], 'Exec' => '/usr/bin/web' },
}
$t = Struct['a' => Integer, Optional['b'] => String]
notice($t)
notice({ 'a' => 1 } =~ $t)
notice({ 'a' => 1, 'b' => 2 } =~ $t)
notice(Tuple[Integer, String, 1, 2])
notice(Svcunit::Entry)
notice({ 'Exec' => '' } =~ Svcunit::Entry)
