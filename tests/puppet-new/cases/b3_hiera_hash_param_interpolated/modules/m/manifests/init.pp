class m(Hash $h) { notify { "${h['a']}/${h['b']}": } }
