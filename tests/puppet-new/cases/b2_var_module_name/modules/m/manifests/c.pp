class m::c { notice("${module_name} [${caller_module_name}]") }
