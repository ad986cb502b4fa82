$what = 'are belong'
notice(inline_epp('all your base <%= $what %> to us'))
notice(inline_epp('<%= $kryptonite == undef %>'))
notice(inline_epp('<%= $phantom == dragos %>', { 'phantom' => 'dragos' }))
notice(inline_epp('<%-| $x |-%><%= $x == correct %>', { 'x' => 'correct' }))
notice("[${inline_epp('')}]")
notice("[${inline_epp('<%-|$x|%>', { 'x' => 1 })}]")
notice(inline_epp('<%= { $y = $x $x + 1} %>', { 'x' => 2 }))
notice(inline_epp('some text that is static'))
