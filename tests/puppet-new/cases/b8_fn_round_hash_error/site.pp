notice(round({'a' => 10}))
