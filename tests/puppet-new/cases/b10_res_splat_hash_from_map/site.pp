$attrs = Hash(['message', 'loglevel'].map |$k| { [$k, $k ? { 'message' => 'hi', default => 'info' }] })
notify { 'x': * => $attrs }
