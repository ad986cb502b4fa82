notify { 'early': message => "v=${later}" }
$later = 'set'
