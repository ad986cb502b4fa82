$users = { 'a' => { 'admin' => true }, 'b' => { 'admin' => false }, 'c' => { 'admin' => true } }
notify { $users.filter |$n, $u| { $u['admin'] }.keys: message => 'admin' }
