node default { notify { 'default': } }
node /^test(\w+)$/ { notify { "regex ${1}": } }
node 'othernode' { notify { 'exact': } }
