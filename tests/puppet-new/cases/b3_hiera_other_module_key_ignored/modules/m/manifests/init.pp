class m(String $v = 'default') { notify { "v=${v}": } }
