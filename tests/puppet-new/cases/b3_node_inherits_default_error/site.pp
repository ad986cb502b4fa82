node default { }
node 'a' inherits default { }
