node 'testnode.example.com' { notify { 'fqdn': } }
node default { notify { 'dflt': } }
