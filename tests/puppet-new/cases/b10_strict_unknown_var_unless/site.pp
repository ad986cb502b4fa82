unless $ghost { notify { 'ghost falsy': } }
