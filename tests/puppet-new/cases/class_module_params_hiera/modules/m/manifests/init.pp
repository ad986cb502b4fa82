class m(String $a, Integer $b = 1, $c = 'dc') { notify { 'm': message => "${a} ${b} ${c}" } }
