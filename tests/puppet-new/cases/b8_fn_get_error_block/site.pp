notice(get(['nope', ['ok']], '1.blue') |$error| {
  if $error.issue_code =~ /^EXPECTED_INTEGER_INDEX$/ {'ok'} else { 'nope'}
})
notice(get(['nope', /nah/], '1.blue') |$error| {
  if $error.issue_code =~ /^EXPECTED_COLLECTION$/ {'ok'} else { 'nope'}
})
