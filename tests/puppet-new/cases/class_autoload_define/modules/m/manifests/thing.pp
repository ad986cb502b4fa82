define m::thing($v) { notify { "${title}": message => "v=${v} mod=${module_name} caller=${caller_module_name}" } }
