node 'a', 'testnode', /^z/ { notify { 'matched': } }
