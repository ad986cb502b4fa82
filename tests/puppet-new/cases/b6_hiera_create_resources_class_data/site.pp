create_resources('class', { 't' => { 'b' => 'given-b' } })
