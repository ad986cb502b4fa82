notify { x: * => {}, * => {} }
