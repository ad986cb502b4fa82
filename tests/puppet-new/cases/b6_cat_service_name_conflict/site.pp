service { 's1': name => 'ssh' }
service { 'ssh': }
