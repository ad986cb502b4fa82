$v = 'ver-12'
notify { 'x': message => $v ? { /^ver-(\d+)$/ => "major ${1}", default => 'none' } }
