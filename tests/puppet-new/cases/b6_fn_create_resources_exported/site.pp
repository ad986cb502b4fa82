create_resources('@@notify', { 'e' => {} })
notify { 'a': }
