node 'base' {}
node 'testnode' inherits 'base' {}
