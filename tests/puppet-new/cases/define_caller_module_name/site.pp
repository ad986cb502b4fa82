define d { notify { $title: message => "[${caller_module_name}] [${module_name}]" } }
d { 'x': }
