define d { notify { $title: message => "name=${name}" } }
d { 'x': name => 'y' }
