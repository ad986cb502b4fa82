class st(String $msg = 'dflt') { notify { 'st': message => $msg } }
