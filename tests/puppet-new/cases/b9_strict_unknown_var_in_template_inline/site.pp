notify { 'e': message => inline_epp('x=<%= $ghost %>') }
