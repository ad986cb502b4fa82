notice(inline_epp('<%-| $x |-%><%= $x == correct %>', {}))
