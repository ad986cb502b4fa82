notice(load_module_metadata('nomod'))
