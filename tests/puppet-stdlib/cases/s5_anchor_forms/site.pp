class a { anchor { 'a::begin': } -> notify { 'in': } -> anchor { 'a::end': } }
include a
anchor { 'x': before => Notify['in'] }
