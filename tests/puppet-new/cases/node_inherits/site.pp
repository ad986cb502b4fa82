node 'base' { }
node 'testnode' inherits 'base' { notify { 'x': } }
