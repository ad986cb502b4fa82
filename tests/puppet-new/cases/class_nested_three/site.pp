class a { class b { class c { notify { 'm': message => "${name} ${title}" } } } }
include a
include a::b::c
