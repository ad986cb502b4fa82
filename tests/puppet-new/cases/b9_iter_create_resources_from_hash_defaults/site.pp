$h = { 'one' => { 'message' => 'm1' }, 'two' => {} }
create_resources('notify', $h, { 'message' => 'dflt', 'withpath' => true })
