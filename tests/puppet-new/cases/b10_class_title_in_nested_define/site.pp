define d() { notify { "d-${title}-${caller_module_name}": } }
class outer { d { "from-${title}": } }
include outer
