define b::d { notify { "mod=${module_name} caller=${caller_module_name}": } }
