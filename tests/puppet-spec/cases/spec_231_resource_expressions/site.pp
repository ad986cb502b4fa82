notify { title: * => { hash => value }, message => oops }
