define d($dep) { notify { $title: message => inline_epp('<%= $dep %>-<%= $dep =~ Type[Resource] %>') } }
notify { 'a': }
d { 'x': dep => Notify['a'] }
