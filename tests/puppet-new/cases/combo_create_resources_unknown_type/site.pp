create_resources('nope', { 'a' => {} })
