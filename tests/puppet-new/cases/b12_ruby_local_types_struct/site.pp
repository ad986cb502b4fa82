notice(r12d::conn({ 'host' => 'a', 'port' => 1 }))
notice(r12d::conn({ 'host' => 'a' }))
