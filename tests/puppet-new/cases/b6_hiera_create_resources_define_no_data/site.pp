create_resources('t::d', { 'x' => {} })
