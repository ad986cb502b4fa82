[$a, [$b, $c]] = {a=>1,[b,c] =>{b=>2, c=>3}}
notice($a+$b+$c)
[$d, $e] = {d=>1,e=>2}
notice($d+$e)
