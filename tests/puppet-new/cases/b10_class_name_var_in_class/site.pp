class a::b { notify { "name=${name} title=${title} mod=${module_name}": } }
include a::b
