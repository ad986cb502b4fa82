class m(Integer $b = 1) { }
