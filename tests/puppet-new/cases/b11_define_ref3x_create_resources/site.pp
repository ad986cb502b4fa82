define d($dep) { create_resources('notify', { "${title}-cr" => { 'require' => $dep } }) }
notify { 'a': }
d { 'x': dep => Notify['a'] }
