node 'WEB1' { notice('upper') }
node default { notice('default') }
