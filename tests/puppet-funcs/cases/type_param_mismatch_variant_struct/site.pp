class c(Variant[Struct[{a => Integer}], Struct[{b => String}]] $x) {}
class { 'c': x => {a => 'x'} }
