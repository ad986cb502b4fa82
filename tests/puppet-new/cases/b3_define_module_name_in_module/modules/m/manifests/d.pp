define m::d { notify { "${title} in ${module_name} from ${caller_module_name}": } }
