node 'test node' { }
node default { }
