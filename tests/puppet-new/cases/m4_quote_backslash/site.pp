# strings as Puppet quotes them (%p, a type's string form): a backslash before another
# character, two backslashes, a final backslash, a quote, `$` in double quotes
$a = ['C:\temp', 'two \\ here', 'ends\\', 'q\'s', 'b\\\'q', "cost \$5\n", "tab\there \\x"]
notify { 'p':
  message => String($a, '%p'),
}
notify { 'h':
  message => String({ 'k\d' => 'v$1' }, '%p'),
}
notify { "type ${Enum['C:\temp', 'x\\', 'a$b']}": }
