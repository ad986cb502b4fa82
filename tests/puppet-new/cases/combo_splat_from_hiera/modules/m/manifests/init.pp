class m(Hash $attrs = {}) { notify { 'x': * => $attrs } }
