node 'web01' { notice('short') }
node 'web01.prod' { notice('longer') }
node default { notice('default') }
