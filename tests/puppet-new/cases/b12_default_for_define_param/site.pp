define dd($color = 'none') { notify { "${title}=${color}": } }
Dd { color => 'blue' }
dd { 'a': }
dd { 'b': color => 'red' }
