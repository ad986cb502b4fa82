create_resources('notify', {})
notice('empty ok')
