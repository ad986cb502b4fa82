notify { 'a': * => { 'message' => undef, 'loglevel' => 'info' } }
