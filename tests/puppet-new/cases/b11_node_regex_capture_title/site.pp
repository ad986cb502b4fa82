node /^test(\w+)$/ { notify { "cap ${1}": } }
