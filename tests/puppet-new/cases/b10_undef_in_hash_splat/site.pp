notify { 'x': * => { 'message' => undef, 'loglevel' => 'info' } }
