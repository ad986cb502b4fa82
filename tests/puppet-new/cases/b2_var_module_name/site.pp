notice("[${module_name}] [${caller_module_name}]")
include m::c
