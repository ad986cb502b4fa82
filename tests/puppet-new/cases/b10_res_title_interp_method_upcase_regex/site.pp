$t = 'web01'
notify { "${t.upcase}-${t =~ /(\d+)/ ? { true => $1, default => 'none' }}": }
