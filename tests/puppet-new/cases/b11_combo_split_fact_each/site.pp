split($facts['roles'], ',').each |$r| { notify { "role-${r}": } }
