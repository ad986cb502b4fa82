$n = 'testnode'
node "${n}" { notify { 'x': } }
