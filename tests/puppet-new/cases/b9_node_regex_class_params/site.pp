class role($r) { notify { "role-${r}": } }
node /^test(.*)$/ { class { 'role': r => $1 } }
