create_resources('notify', {}, {}, {})
