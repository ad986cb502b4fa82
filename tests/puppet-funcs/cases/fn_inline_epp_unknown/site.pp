notice(inline_epp('<%- | $a | -%><%= $a %>', {a => 1, b => 2}))
