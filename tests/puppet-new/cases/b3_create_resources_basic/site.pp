create_resources('notify', { 'a' => { 'message' => 'ma' }, 'b' => {} })
