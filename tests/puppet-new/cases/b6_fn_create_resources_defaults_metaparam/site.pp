notify { 'r': }
create_resources('notify', { 'a' => {}, 'b' => {} }, { 'require' => Notify['r'] })
