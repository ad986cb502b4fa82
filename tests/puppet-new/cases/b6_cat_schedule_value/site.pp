schedule { 'nightly': range => '1 - 2' }
notify { 'a': schedule => 'nightly' }
