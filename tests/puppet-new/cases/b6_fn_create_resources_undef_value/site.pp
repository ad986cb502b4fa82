create_resources('notify', { 'a' => { 'message' => undef } }, { 'message' => 'dflt' })
