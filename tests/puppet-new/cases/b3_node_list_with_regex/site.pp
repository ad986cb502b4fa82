node 'alpha', /^cache\d+$/ { notice("matched ${0}") }
node default { notice('default') }
