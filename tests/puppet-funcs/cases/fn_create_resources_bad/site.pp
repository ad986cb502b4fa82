create_resources('nosuchtype', {a => {}})
