notice(stdlib::has_interface_with('lo'))
