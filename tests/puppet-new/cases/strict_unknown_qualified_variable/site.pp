class a { }
include a
notify { 'x': message => "v=${a::nope}" }
