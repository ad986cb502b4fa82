class test{} create_resources("@@class", {test => {}})
