create_resources('notify', { 'a' => { 'message' => 'own' } }, { 'message' => 'dflt', 'loglevel' => 'info' })
