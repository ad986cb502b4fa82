class b { notice("b: mod=${module_name} caller=${caller_module_name}") }
