define d($m = $tag) { notify { "${title}-${m}": } }
d { 'x': tag => 'tg' }
