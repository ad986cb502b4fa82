define d($x) { }
create_resources('d', { 'one' => {} })
