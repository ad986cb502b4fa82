notice("[${module_name}]")
class c { notice("c:[${module_name}]") }
include c
