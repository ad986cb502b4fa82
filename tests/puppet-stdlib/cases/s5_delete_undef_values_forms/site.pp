notice(delete_undef_values([1, undef, '', 2]))
notice(delete_undef_values({'a'=>undef, 'b'=>'', 'c'=>1}))
