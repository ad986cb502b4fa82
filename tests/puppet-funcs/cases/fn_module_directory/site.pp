notice(module_directory('nomod') == undef)
notice(module_directory(['a', 'b']) == undef)
