include cloudkitty::processor
