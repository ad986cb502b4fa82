node 'testnode' { notify { "t ${trusted['certname']}": } }
