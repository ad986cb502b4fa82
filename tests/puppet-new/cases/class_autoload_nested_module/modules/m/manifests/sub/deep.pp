class m::sub::deep { notify { 'deep': message => $module_name } }
