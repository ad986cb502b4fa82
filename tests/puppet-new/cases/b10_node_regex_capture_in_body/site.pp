node /^test(\w+)$/ { notify { "suffix ${1}": } }
