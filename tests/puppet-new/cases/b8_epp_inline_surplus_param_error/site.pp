notice(inline_epp('<%-| $x |-%><%= $x %>', { 'x' => 'correct', 'y' => 'surplus' }))
