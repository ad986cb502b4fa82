# collector queries whose left side is a variable or a string (the attribute is the one the
# value names), as a public module writes `File<| $title == "${target}/${name}" |>`
define binary(String $attr = 'mode') {
  File <| $attr == '0600' |> { owner => $title }
}
file { '/tmp/a': mode => '0600' }
file { '/tmp/b': mode => '0644', group => 'wheel' }
binary { 'alice': }
$key = 'group'
File <| $key == 'wheel' |> { owner => 'bob' }
File <| 'path' == '/tmp/c' |> { mode => '0700' }
file { '/tmp/c': }
