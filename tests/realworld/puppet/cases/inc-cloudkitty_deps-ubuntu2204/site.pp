include cloudkitty::deps
