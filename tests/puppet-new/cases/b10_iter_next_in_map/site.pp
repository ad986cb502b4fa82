$r = [1, 2, 3].map |$i| { if $i == 2 { next('skip') } $i * 10 }
notify { 'x': message => "${r}" }
