notice(stdlib::to_ruby({'a'=>[1, 2.5, true, undef], 'b'=>"x'y"}))
notice(stdlib::to_ruby('s'))
notice(to_ruby(undef))
notice(stdlib::to_ruby(default))
