define bar($text) {}
class k($r) { notify { 'n': message => "${r[text]}" } }
bar { 'j': text => 'hello' }
class { 'k': r => Bar['j'] }
