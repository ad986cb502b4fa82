define d($dep) { notify { $title: message => inline_template('<%= @dep %>') } }
notify { 'a': }
d { 'x': dep => Notify['a'] }
