class c(Hash $opts = {}) {
  $final = { 'a' => 1, 'b' => 2 } + $opts
  notify { 'x': message => String($final) }
}
class { 'c': opts => { 'b' => 3 } }
