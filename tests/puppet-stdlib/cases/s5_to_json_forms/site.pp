notice(stdlib::to_json({'a'=>[1, 2.5, true, undef], 'b'=>'x"y'}))
notice(stdlib::to_json('s'))
notice(stdlib::to_json(undef))
notice(to_json([1]))
