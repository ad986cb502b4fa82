define d($parts = split($facts['path'], ':')) { notify { "${title}-${parts[-1]}": } }
d { 'x': }
