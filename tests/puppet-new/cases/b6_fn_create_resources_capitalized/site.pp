create_resources('Notify', { 'a' => { 'message' => 'cap' } })
