create_resources('@@notify', { 'e' => {} })
notify { 'p': }
