class a { notify { 'a': } }
contain a
