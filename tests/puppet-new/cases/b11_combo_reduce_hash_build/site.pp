$h = ['a', 'b'].reduce({}) |$m, $k| { $m + { $k => upcase($k) } }
notify { 'h': message => $h }
