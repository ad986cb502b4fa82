create_resources('notify', { 'a' => {} }, undef)
