node 'web-10', 'web-11' { notify { "matched ${trusted['certname']} ${facts['networking']['hostname']}": } }
node default { notify { 'no': } }
