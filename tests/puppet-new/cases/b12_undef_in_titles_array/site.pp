$t = ['a', undef, 'b']
notify { $t: }
