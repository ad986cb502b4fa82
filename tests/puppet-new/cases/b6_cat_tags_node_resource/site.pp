node testnode { notify { 'n': } }
