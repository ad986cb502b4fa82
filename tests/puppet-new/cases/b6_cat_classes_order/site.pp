class z {} class a {} class m::n {}
include z
include m::n
include a
