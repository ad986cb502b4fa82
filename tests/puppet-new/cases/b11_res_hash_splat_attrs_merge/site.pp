$base = { 'message' => 'm', 'loglevel' => 'info' }
notify { 'a': * => $base + { 'withpath' => true } }
