notice(stdlib::to_python({'a'=>[1, 2.5, true, false, undef], 'b'=>"it's"}))
notice(stdlib::to_python('s'))
notice(to_python(undef))
