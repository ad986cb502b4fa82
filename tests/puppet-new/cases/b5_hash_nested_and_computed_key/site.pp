notice({'a'=>1,'b'=>{'x'=>2.1,'y'=>2.2}})
notice({'a'=> 2 + 2})
notice({2+2 => sum, b => 2}[4])
notice({a => 1, b => 2}[b])
