notice(delete_values({'a'=>1,'b'=>2,'c'=>1}, 1))
notice(delete_values({'a'=>'x'}, 'y'))
