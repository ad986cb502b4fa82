class a { class b { notify { 'm': } } }
include a::b
