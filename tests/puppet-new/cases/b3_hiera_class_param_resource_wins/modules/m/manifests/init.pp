class m(Integer $count = 1) { notify { "c${count}": } }
