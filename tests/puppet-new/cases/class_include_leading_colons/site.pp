class a::b { notify { 'm': message => $title } }
include ::a::b
