node "testnode.example.com" { notify { 'm': message => 'fqdn literal' } }
