$x = Object[{ name => 'MyFirstObject' }]
notice($x == MyFirstObject)
