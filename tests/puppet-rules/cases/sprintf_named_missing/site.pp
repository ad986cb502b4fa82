notice(sprintf('%<a>s %<b>s', { 'a' => 'x' }))
