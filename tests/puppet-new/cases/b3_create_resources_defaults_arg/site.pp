create_resources('notify', { 'a' => {}, 'b' => { 'message' => 'own' } }, { 'message' => 'def' })
