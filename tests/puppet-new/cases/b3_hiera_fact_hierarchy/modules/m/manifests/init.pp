class m(String $v) { notify { "v=${v}": } }
