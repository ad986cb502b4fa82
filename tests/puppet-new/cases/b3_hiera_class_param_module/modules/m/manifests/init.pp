class m(String $greeting, Integer $count = 1) { notify { "${greeting} x${count}": } }
