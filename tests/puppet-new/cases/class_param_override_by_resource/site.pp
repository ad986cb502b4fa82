class c(Array $l = ['x']) { notify { 'm': message => $l } }
class { 'c': l => ['a', 'b'] }
