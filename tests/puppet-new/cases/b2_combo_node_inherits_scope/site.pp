node base { $v = 'base' }
node 'testnode' inherits base { notice($v) }
