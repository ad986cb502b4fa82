$v = 'v12' ? { /v(\d+)/ => "n${1}", default => 'x' }
notify { $v: }
