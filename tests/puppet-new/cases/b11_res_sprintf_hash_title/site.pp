notify { sprintf('%{a}-%<b>d', { 'a' => 'x', 'b' => 2 }): }
