notify { 'a': message => sprintf('%p|%p|%p|%p|%p|%p', "a\u0007b\tc", 'x#{y}', "q\"q'", 5, 1.5, true) }
notify { 'b': message => sprintf('%p|%p|%p|%p', ['a', 1, undef], {'k' => 'v', 'n' => [1]}, undef, default) }
notify { 'c': message => sprintf('%p|%10p|%-8p|', /re+/, 'ab', 'cd') }
notify { 'd': message => sprintf('%.3p|%p', 'abcdef', "\u00e9\u2603") }
notify { 'e': message => sprintf('%p|%p|%p|%s|%s', [/a+/, default], {1 => undef}, Sensitive('x'), undef, [undef]) }
