include cloudkitty::client
