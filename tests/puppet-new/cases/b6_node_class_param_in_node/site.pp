class k($p = 1) { notify { 'k': message => $p } }
node testnode { class { 'k': p => 'node' } }
