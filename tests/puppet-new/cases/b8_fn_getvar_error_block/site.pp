$x = ['nope', ['ok']]
notice(getvar('x.1.blue') |$error| {
  if $error.issue_code =~ /^EXPECTED_INTEGER_INDEX$/ {'ok'} else { 'nope'}
})
$y = ['nope', /nah/]
notice(getvar('y.1.blue') |$error| {
  if $error.issue_code =~ /^EXPECTED_COLLECTION$/ {'ok'} else { 'nope'}
})
