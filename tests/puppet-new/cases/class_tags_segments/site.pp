class a::b::c { notify { 'm': } }
include a::b::c
