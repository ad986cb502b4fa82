define m::d { notice("caller=[${caller_module_name}] mod=[${module_name}]") }
