$attrs = { 'message' => undef, 'loglevel' => undef }
notify { 'x': * => $attrs }
