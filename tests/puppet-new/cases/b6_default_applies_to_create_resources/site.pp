Notify { message => 'default' }
create_resources('notify', { 'a' => {}, 'b' => { message => 'given' } })
