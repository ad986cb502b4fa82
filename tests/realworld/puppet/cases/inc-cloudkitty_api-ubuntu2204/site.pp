include cloudkitty::api
