if $trusted['certname'] == 'testnode' { notify { 'match': } } else { notify { 'nomatch': } }
