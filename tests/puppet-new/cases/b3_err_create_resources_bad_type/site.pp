create_resources('nosuch', { 'a' => {} })
