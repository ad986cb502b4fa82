class a::b { notify { 'm': message => "title=${title} name=${name} mod=${module_name}" } }
include a::b
