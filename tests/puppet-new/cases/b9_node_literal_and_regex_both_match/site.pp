node 'testnode' { notify { 'literal': } }
node /testnode/ { notify { 'regex': } }
