[1].each |$i| { $leak = 'x' }
notify { "leak=${leak}": }
