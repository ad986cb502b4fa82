class m(String $p, Integer $n = 3) { notify { "m-${p}-${n}": } }
