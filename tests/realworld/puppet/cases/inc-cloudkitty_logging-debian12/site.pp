include cloudkitty::logging
