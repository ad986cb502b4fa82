$r = ['a', 'q'].map |$v| {
  case $v { 'a', 'b': { 'ab' } /^[p-r]$/: { "regex ${v}" } default: { 'other' } }
}
notify { $r: }
