node default { notify { "v=${not_set_anywhere}": } }
