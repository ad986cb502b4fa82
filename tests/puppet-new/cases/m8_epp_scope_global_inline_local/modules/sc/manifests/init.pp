class sc {
  $local = 'from-class'
  notify { 'epp-no-params': message => epp('sc/noparams.epp') }
  notify { 'epp-params': message => epp('sc/params.epp', { 'p' => 'given' }) }
  notify { 'inline-params':
    message => inline_epp('<%- | $p | -%>p=<%= $p %> local=<%= $local %>', { 'p' => 'x' }),
  }
  notify { 'inline-no-params': message => inline_epp('local=<%= $local %> top=<%= $topvar %>') }
}
