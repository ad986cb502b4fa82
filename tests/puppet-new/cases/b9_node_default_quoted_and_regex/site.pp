node 'default' { notify { 'quoted-default': } }
node /^zzz/ { notify { 'z': } }
