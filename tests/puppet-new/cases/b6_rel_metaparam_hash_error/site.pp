notify { 'a': before => { 'x' => 1 } }
