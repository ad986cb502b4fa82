$host = 'db01.prod'
notify { "env-${host ? { /\.(\w+)$/ => $1, default => 'none' }}": }
